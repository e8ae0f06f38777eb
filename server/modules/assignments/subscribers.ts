import type { AppContext } from '../../context';
import { publish } from '../../events/publish';

/**
 * An assignment was published: its students' open screens refresh their assignment lists and badges (the
 * `assignments` live event), once the publishing transaction has committed, so what they refetch is there.
 */
export function subscribeAssignmentEvents(context: Pick<AppContext, 'hooks' | 'events'>): void {
  context.hooks.on('assignmentPublished', ({ studentIds, afterCommit }) =>
    afterCommit(() => void publish(context.events, studentIds, { type: 'assignments' })),
  );
}
