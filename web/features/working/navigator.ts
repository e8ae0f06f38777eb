import type { NavigatorTone } from '../../components/QuestionNavigator';

/** An answer counts once it has something in it: a letter, or text that is more than spaces. */
export function isAnswered(ans: string | null | undefined): boolean {
  return typeof ans === 'string' && ans.trim() !== '';
}

export function workingTone(ans: string | null | undefined): NavigatorTone {
  return isAnswered(ans) ? 'answered' : 'unanswered';
}

/** How many questions the submit dialog warns about. */
export function countUnanswered(questionNos: readonly number[], answers: ReadonlyMap<number, string>): number {
  return questionNos.filter((questionNo) => !isAnswered(answers.get(questionNo))).length;
}

/** A question the paper has not sent yet is asked for again after this long (spec: working screen). */
export const MISSING_QUESTION_RETRY_MS = 3_000;

/**
 * Whether the question at this number is on the page: 'shown'; 'waiting' when it belongs to the paper but the
 * answer lacked it (an AI paper still writing it, a read that raced a change), so the page asks again instead of
 * leaving it; 'outside' when the paper has no such question, or an AI paper's writer has given up before it.
 */
export function questionPresence(
  practice: { noOfQuestions: number; questions: ReadonlyArray<{ questionNo: number }>; notice?: string | null },
  questionNo: number,
): 'shown' | 'waiting' | 'outside' {
  if (practice.questions.some((question) => question.questionNo === questionNo)) return 'shown';
  if (practice.notice === 'ai_incomplete' || practice.notice === 'ai_failed') return 'outside';
  const isInPaper = Number.isInteger(questionNo) && questionNo >= 1 && questionNo <= practice.noOfQuestions;
  return isInPaper ? 'waiting' : 'outside';
}
