import type { DomainHooks, Hooks } from '../../events/hooks';
import { recordTeacherMark, requestAiMarking } from './marking';

/** Runs after the finishing transaction committed; a failure leaves the answers awaiting a person, as without AI. */
async function markFinishedPaper({ db, practiceId, now }: DomainHooks['paperFinished']) {
  await requestAiMarking(db, practiceId, now);
}

async function keepTeacherMark({ db, practiceId, questionNo, markedBy, score, now }: DomainHooks['answerMarked']) {
  if (markedBy.role === 'teacher') await recordTeacherMark(db, practiceId, questionNo, markedBy.id, score, now);
}

/** AI marking reacts to the paper facts (server/events/hooks.ts); called once at start-up. */
export function subscribeAiMarking(hooks: Hooks): void {
  hooks.on('paperFinished', markFinishedPaper);
  hooks.on('answerMarked', keepTeacherMark);
}
