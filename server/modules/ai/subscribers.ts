import type { AppContext } from '../../context';
import type { DomainHooks } from '../../events/hooks';
import { recordTeacherMark, requestAiMarking } from './marking';

/** AI marking reacts to the paper facts (server/events/hooks.ts); called once for each context, at start-up. */
export function subscribeAiMarking(context: AppContext): void {
  // Runs after the finishing transaction committed; a failure leaves the answers awaiting a person, as without AI.
  context.hooks.on('paperFinished', ({ db, practiceId, now }: DomainHooks['paperFinished']) =>
    requestAiMarking({ ...context, db }, practiceId, now),
  );
  context.hooks.on('answerMarked', async ({ db, practiceId, questionNo, markedBy, score, now }) => {
    if (markedBy.role === 'teacher')
      await recordTeacherMark({ ...context, db }, practiceId, questionNo, markedBy.id, score, now);
  });
}
