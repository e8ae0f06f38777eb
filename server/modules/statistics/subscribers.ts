import type { DbContext } from '../../context';
import type { FinishingPaper, Hooks } from '../../events/hooks';
import { addSubjectDays, recordFinishedPaper, recordPaper, type SubjectDayDeltas } from './rollup';

/**
 * Finished papers enter the rollups in their finishing transaction. The subject's daily sums, one row every paper of
 * a class shares, are added once for the batch, last of what statistics writes (rollup.ts, recordFinishedPaper).
 */
async function addFinishedPapers(ctx: DbContext, papers: FinishingPaper[]) {
  const subjectDays: SubjectDayDeltas = new Map();
  for (const paper of papers)
    await recordFinishedPaper(ctx, paper.practice, paper.finishedAt, paper.answers, subjectDays, paper.finishedAt);
  await addSubjectDays(ctx, subjectDays);
}

/** Statistics keep their rollups from the paper facts (server/events/hooks.ts); called once for each context. */
export function subscribeStatistics(hooks: Hooks): void {
  // What the rollups write joins the writer's work: its `db` (its transaction), these hooks.
  hooks.on('papersFinishing', ({ db, papers }) => addFinishedPapers({ db, hooks }, papers));
  // A mark, an edited copy or a delete: the paper's contribution is taken out and put back as it stands.
  hooks.on('paperChanged', ({ db, practiceId, answersChanged, now }) =>
    recordPaper({ db, hooks }, practiceId, answersChanged, now),
  );
}
