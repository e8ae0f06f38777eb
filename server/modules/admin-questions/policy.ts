import type { Role } from '../../../common/roles';

/** Rules of question administration that need no database. */

/** Approval is the super-admin's call (spec §4): an admin may edit a question but not publish it to learners. */
export function canApprove(role: Role | null): boolean {
  return role === 'super-admin';
}

export interface QuestionTexts {
  type: string;
  questionEn: string;
  questionZh: string;
  solutionEn: string;
  solutionZh: string;
  options: Array<string | null>;
  correctAns: string | null;
}

/** What learners need before a question may be approved: both languages, and for MC four options and an answer. */
export function isComplete(question: QuestionTexts): boolean {
  const filled = (text: string | null) => !!text && text.trim().length > 0;
  if (![question.questionEn, question.questionZh, question.solutionEn, question.solutionZh].every(filled)) return false;
  if (question.type !== 'mc') return true;
  return question.options.length === 8 && question.options.every(filled) && !!question.correctAns;
}
