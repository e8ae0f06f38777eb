import type { AppContext } from '../../context';
import type { DomainHooks } from '../../events/hooks';
import { recordTeacherMark, requestAiMarking } from './marking';
import { requestPracticeSolutions } from './service';

/** AI marking reacts to the paper facts (server/events/hooks.ts); called once for each context, at start-up. */
export function subscribeAiMarking(context: AppContext): void {
  // Runs after the finishing transaction committed; a failure leaves the answers awaiting a person, as without AI.
  context.hooks.on('paperFinished', ({ db, practiceId, now }: DomainHooks['paperFinished']) =>
    requestAiMarking({ ...context, db }, practiceId, now),
  );
  // Questions with no worked solution get an AI one, 60 s after the practice began, 2 s apart (spec section 4).
  context.hooks.on('paperFinished', async ({ db, practiceId, now }: DomainHooks['paperFinished']) => {
    await requestPracticeSolutions({ ...context, db }, practiceId, now);
  });
  context.hooks.on('answerMarked', async ({ db, practiceId, questionNo, markedBy, score, now }) => {
    if (markedBy.role === 'teacher')
      await recordTeacherMark({ ...context, db }, practiceId, questionNo, markedBy.id, score, now);
  });
}
