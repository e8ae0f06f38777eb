import type { RepeatAssignmentBody } from '../../../common/assignments';
import type { AppContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { getQuestionCopy } from '../papers/service';
import { getPracticeView } from '../practices/service';
import { createAssignment } from './create';

/**
 * What a repeat's assignment takes from the teacher's request, bank or AI: its time, due date, students and school;
 * it starts with no remark and unshuffled options.
 */
export function repeatSettings(body: {
  timeLimit: number;
  dueDate: number;
  studentIds: string[];
  schoolId: string | null;
}) {
  return {
    timeLimit: body.timeLimit,
    dueDate: body.dueDate,
    studentIds: body.studentIds,
    remark: '',
    shuffleOptions: false,
    schoolId: body.schoolId,
  };
}

/**
 * Repeat a question (learner part section 4): from a linked student's finished paper, an unpublished assignment of
 * `noq` bank questions of that question's chapter and type, at its level first, in the paper's language. The
 * confirm page then reviews it like any other; with `schoolId`, set in that school's name as on create. Throws
 * question_not_found (not a paper of a linked student), practice_not_finished, and whatever createAssignment throws
 * (not_enough_questions when the chapter has too few, school_not_found for a school the teacher is not in).
 */
export async function repeatAssignment(
  ctx: UserContext & Pick<AppContext, 'analytics'>,
  body: RepeatAssignmentBody,
  now = Date.now(),
): Promise<string> {
  const copy = await getQuestionCopy(ctx, body.questionId);
  const practice = await getPracticeView(ctx, copy.practiceId, now);
  const question = practice.questions.find((q) => q.id === copy.id);
  if (!question) throw new AppError('question_not_found', 404);
  return createAssignment(
    ctx,
    {
      mode: 'bank',
      subjectId: practice.subject.id,
      chapterIds: [question.chapterId],
      locale: practice.locale,
      difficulty: question.level,
      noOfMCQuestions: question.type === 'mc' ? body.noq : 0,
      noOfShortQuestions: question.type === 'short' ? body.noq : 0,
      noOfLongQuestions: question.type === 'long' ? body.noq : 0,
      ...repeatSettings(body),
    },
    now,
  );
}
