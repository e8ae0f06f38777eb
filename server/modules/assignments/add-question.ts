import type { Insertable } from 'kysely';
import type { AddAssignmentQuestionBody, AssignmentView } from '../../../common/assignments';
import type { UserContext } from '../../context';
import type { AssignmentQuestionTable } from '../../db/tables/assignments';
import { AppError } from '../../errors';
import { checkChapters, checkFreeLimits, drawCopies, paperCounts } from '../papers/service';
import { getAssignmentView } from './get';
import { inSectionOrder, mockPaperOf, sectionOfNewQuestion } from './mock';
import { canChangePaper } from './policy';
import {
  insertAssignmentQuestions,
  listAssignmentQuestions,
  reorderAssignmentQuestions,
  updateAssignment,
} from './queries';
import { getOwnedAssignment, questionsOnly, toAssignmentCopy, writtenCopy } from './shared';

/**
 * Adds one question at the end of an unpublished paper: drawn from the bank (chapter, type, level; never one already
 * on the paper) or written by the teacher (or by AI). The chapter must belong to the assignment's subject. Free
 * teachers stay within their questions per assignment. With `replaceId` the new copy takes that question's place
 * instead, in one transaction ("change question"; question_not_found when it is not on the paper).
 */
export async function addAssignmentQuestion(
  ctx: UserContext,
  assignmentId: string,
  body: AddAssignmentQuestionBody,
  now = Date.now(),
  replaceId?: string,
): Promise<AssignmentView> {
  const { db } = ctx;
  const assignment = await getOwnedAssignment(ctx, assignmentId);
  if (!canChangePaper(assignment)) throw new AppError('assignment_published', 409);
  await checkChapters(ctx, assignment.subjectId, [body.chapterId]);
  const current = await listAssignmentQuestions(db, assignmentId);
  if (replaceId !== undefined && !current.some((q) => q.id === replaceId))
    throw new AppError('question_not_found', 404);
  const kept = replaceId === undefined ? current : current.filter((q) => q.id !== replaceId);
  await checkFreeLimits(ctx, kept.length + 1, now, questionsOnly, { coveredBy: assignment.schoolId });
  const position = (current.at(-1)?.position ?? 0) + 1;

  let copy: Insertable<AssignmentQuestionTable>;
  if (body.source === 'bank') {
    const { questions } = await drawCopies(
      ctx,
      {
        chapterIds: [body.chapterId],
        difficulty: body.level,
        counts: { mc: 0, short: 0, long: 0, [body.type]: 1 },
        seen: new Set(),
        exclude: new Set(current.flatMap((q) => (q.questionId ? [q.questionId] : []))),
      },
      assignmentId,
      assignment.locale === 'zh' ? 'zh' : 'en',
    );
    copy = toAssignmentCopy(questions[0]!, assignmentId, position);
  } else {
    copy = writtenCopy(body, assignmentId, position, now);
  }
  // On a mock paper the new copy joins the replaced question's section, or the last of its format, in section order.
  const mockPaper = mockPaperOf(assignment);
  const replaced = current.find((q) => q.id === replaceId);
  const inserted = { ...copy, mockSection: sectionOfNewQuestion(mockPaper, copy.type, replaced) };
  await db.transaction().execute(async (trx) => {
    await insertAssignmentQuestions(trx, [inserted]);
    if (replaceId !== undefined || mockPaper) {
      const paper = replaced ? current.map((q) => (q.id === replaceId ? inserted : q)) : [...current, inserted];
      await reorderAssignmentQuestions(
        trx,
        assignmentId,
        inSectionOrder(mockPaper, paper).flatMap((q) => (q.id === undefined ? [] : [q.id])),
      );
    }
    await updateAssignment(trx, assignmentId, { ...paperCounts([...kept, inserted]), updatedAt: now });
  });
  return getAssignmentView(ctx, assignmentId, now);
}
