import type { AppContext } from '../../context';
import { publish } from '../../events/publish';

/**
 * Classes changed (made, renamed, removed, a join code, who is in them): their teachers' and schools' open screens
 * refresh My classes, My students and the assignment form's class picker (the `classes` live event), once the
 * writer's transaction has committed, so what they refetch is there.
 */
export function subscribeClassEvents(context: Pick<AppContext, 'hooks' | 'events'>): void {
  context.hooks.on('classesChanged', ({ owners, afterCommit }) =>
    afterCommit(() => void publish(context.events, owners, { type: 'classes' })),
  );
}
