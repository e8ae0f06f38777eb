import type { DomainHooks, Hooks } from '../../events/hooks';
import { addSubjectDays, recordFinishedPaper, recordPaper, type SubjectDayDeltas } from './rollup';

/**
 * Finished papers enter the rollups in their finishing transaction. The subject's daily sums, one row every paper of
 * a class shares, are added once for the batch, last of what statistics writes (rollup.ts, recordFinishedPaper).
 */
async function addFinishedPapers({ db, papers }: DomainHooks['papersFinishing']) {
  const subjectDays: SubjectDayDeltas = new Map();
  for (const paper of papers)
    await recordFinishedPaper(db, paper.practice, paper.finishedAt, paper.answers, subjectDays, paper.finishedAt);
  await addSubjectDays(db, subjectDays);
}

/** A mark, an edited copy or a delete: the paper's contribution is taken out and put back as it stands. */
async function updatePaper({ db, practiceId, answersChanged, now }: DomainHooks['paperChanged']) {
  await recordPaper(db, practiceId, answersChanged, now);
}

/** Statistics keep their rollups from the paper facts (server/events/hooks.ts); called once at start-up. */
export function subscribeStatistics(hooks: Hooks): void {
  hooks.on('papersFinishing', addFinishedPapers);
  hooks.on('paperChanged', updatePaper);
}
