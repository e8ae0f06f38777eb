import type { AssignmentView, UpdateAssignmentBody } from '../../../../../common/assignments';
import { dueDateOfDay, hongKongDay } from '../../../../components/assignments/form';

/** What the confirm page's side panel edits before "save": the settings a teacher can still change, and who. */
export interface AssignmentDraft {
  timeLimit: number | string;
  dueDay: string | null;
  remark: string;
  shuffleOptions: boolean;
  studentIds: ReadonlySet<string>;
}

export function draftOf(view: AssignmentView): AssignmentDraft {
  return {
    timeLimit: view.timeLimit,
    dueDay: hongKongDay(view.dueDate),
    remark: view.remark,
    shuffleOptions: view.shuffleOptions,
    studentIds: new Set(view.students.map((student) => student.id)),
  };
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The PATCH body for what changed, or null when nothing did. A due day left as it was keeps the exact due moment
 * (a repeat or an older assignment may be due at another time of that day). The time limit and option shuffling of a
 * published paper are never sent: the server keeps them fixed.
 */
export function changesOf(draft: AssignmentDraft, view: AssignmentView): UpdateAssignmentBody | null {
  const body: UpdateAssignmentBody = {};
  const timeLimit = draft.timeLimit === '' ? Number.NaN : Number(draft.timeLimit);
  if (!view.published && timeLimit !== view.timeLimit) body.timeLimit = timeLimit;
  if (draft.dueDay !== hongKongDay(view.dueDate)) body.dueDate = dueDateOfDay(draft.dueDay) ?? Number.NaN;
  if (draft.remark !== view.remark) body.remark = draft.remark;
  if (!view.published && draft.shuffleOptions !== view.shuffleOptions) body.shuffleOptions = draft.shuffleOptions;
  if (!sameSet(draft.studentIds, new Set(view.students.map((student) => student.id))))
    body.studentIds = [...draft.studentIds];
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * The main action (spec): publish, unless the paper is already published or is for no student; then print. A paper
 * with no question can be neither published nor usefully printed, so it asks for questions first.
 */
export function mainAction(view: AssignmentView, draft: AssignmentDraft): 'publish' | 'print' | 'addQuestions' {
  if (view.questions.length === 0) return 'addQuestions';
  if (view.published || draft.studentIds.size === 0) return 'print';
  return 'publish';
}

/** The paper's total score: the sum of its questions' (what students are marked out of). */
export function totalScoreOf(view: Pick<AssignmentView, 'questions'>): number {
  return view.questions.reduce((sum, question) => sum + question.totalScore, 0);
}

/** The order to save without one question: deleting a question on confirm is leaving it out of the paper. */
export function withoutQuestion(view: Pick<AssignmentView, 'questions'>, questionId: string): string[] {
  return view.questions.map((question) => question.id).filter((id) => id !== questionId);
}
