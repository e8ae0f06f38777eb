import { nextTotalScore } from '../../../common/admin-questions';
import type { AssignmentView } from '../../../common/assignments';
import type { UpdatePracticeQuestionBody } from '../../../common/question-copy';
import type { UserContext } from '../../context';
import { AppError } from '../../errors';
import { paperCounts } from '../papers/service';
import { getAssignmentView } from './get';
import { canChangePaper } from './policy';
import { findAssignmentQuestion, listAssignmentQuestions, updateAssignment, updateAssignmentQuestion } from './queries';
import { getOwnedAssignment } from './shared';
import { toQuestionType } from './views';

/** Edits the assignment's copy of a question before publishing (the bank's question never changes). */
export async function editAssignmentQuestion(
  ctx: UserContext,
  assignmentId: string,
  questionId: string,
  body: UpdatePracticeQuestionBody,
  now = Date.now(),
): Promise<AssignmentView> {
  const { db } = ctx;
  const assignment = await getOwnedAssignment(ctx, assignmentId);
  const copy = await findAssignmentQuestion(db, assignmentId, questionId);
  if (!copy) throw new AppError('question_not_found', 404);
  if (!canChangePaper(assignment)) throw new AppError('assignment_published', 409);
  const type = body.type ?? toQuestionType(copy.type);
  const isMc = type === 'mc';
  const correctAns = isMc ? (body.correctAns !== undefined ? body.correctAns : copy.correctAns) : null;
  if (isMc && correctAns === null) throw new AppError('invalid_answer', 400);
  const option = (given: string | undefined, current: string | null) => (isMc ? (given ?? current ?? '') : null);
  await db.transaction().execute(async (trx) => {
    await updateAssignmentQuestion(trx, questionId, {
      ...(body.question !== undefined ? { question: body.question } : {}),
      ...(body.solution !== undefined ? { solution: body.solution } : {}),
      ...(body.level !== undefined ? { level: body.level } : {}),
      optionA: option(body.options?.a, copy.optionA),
      optionB: option(body.options?.b, copy.optionB),
      optionC: option(body.options?.c, copy.optionC),
      optionD: option(body.options?.d, copy.optionD),
      type,
      totalScore: nextTotalScore(
        { type: toQuestionType(copy.type), totalScore: copy.totalScore },
        type,
        body.totalScore,
      ),
      correctAns,
      editedAt: now,
    });
    await updateAssignment(trx, assignmentId, {
      ...paperCounts(
        (await listAssignmentQuestions(trx, assignmentId)).map((q) => (q.id === questionId ? { type } : q)),
      ),
      updatedAt: now,
    });
  });
  return getAssignmentView(ctx, assignmentId, now);
}
