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
