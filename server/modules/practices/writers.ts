import type { AppContext } from '../../context';
import { createGroupCommit } from '../../db/group-commit';
import { type FinishOutcome, type FinishRequest, finishPractices } from './finish';
import { type AnswerSave, saveAnswersIfAllowed } from './queries';

/** The practices' group commits (docs/writes.md): one of each per process, on its context, shared by every request. */
export interface PracticeWriters {
  /** an autosave, written with the others that arrive together: true when it was saved */
  saveAnswer: (save: AnswerSave) => Promise<boolean>;
  /** a submit, finished in one transaction with the others that arrive together (a class at the bell) */
  finishPractice: (request: FinishRequest) => Promise<FinishOutcome>;
}

export function createPracticeWriters(
  ctx: Pick<AppContext, 'db' | 'runWrite' | 'hooks' | 'queue' | 'config'>,
): PracticeWriters {
  const saveAnswers = createGroupCommit((inputs: AnswerSave[]) => saveAnswersIfAllowed(ctx.db, inputs, ctx.runWrite));
  const finishTogether = createGroupCommit((inputs: FinishRequest[]) => finishPractices(ctx, inputs), 50);
  return { saveAnswer: saveAnswers, finishPractice: finishTogether };
}
