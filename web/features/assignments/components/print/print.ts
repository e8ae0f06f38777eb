import type { QuestionType } from '../../../../../common/catalog';

/** Ruled lines left for the student's answer on paper: none for MC, a few for short, a page-ish for long. */
export function answerLines(type: QuestionType, totalScore: number): number {
  if (type === 'mc') return 0;
  if (type === 'short') return Math.min(10, Math.max(4, totalScore * 2));
  return Math.min(24, Math.max(12, totalScore * 3));
}

/** The MC answers in a line for the key's summary: 1 A · 2 C · 3 B … (written questions are left out). */
export function mcAnswerSummary(
  questions: ReadonlyArray<{ questionNo: number; type: QuestionType; correctAns: string | null }>,
): Array<{ questionNo: number; answer: string }> {
  return questions
    .filter((question) => question.type === 'mc' && question.correctAns)
    .map((question) => ({ questionNo: question.questionNo, answer: (question.correctAns ?? '').toUpperCase() }));
}
