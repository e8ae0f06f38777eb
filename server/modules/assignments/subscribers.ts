import type { AppContext } from '../../context';
import type { DomainHooks } from '../../events/hooks';
import { publish } from '../../events/publish';
import { updatePractice } from '../papers/service';
import { listRunningAssignmentPapers } from './queries';
import { studentTimeLimit } from './shared';

/**
 * An assignment was published: its students' open screens refresh their assignment lists and badges (the
 * `assignments` live event), once the publishing transaction has committed, so what they refetch is there.
 */
export function subscribeAssignmentEvents(context: Pick<AppContext, 'hooks' | 'events'>): void {
  context.hooks.on('assignmentPublished', ({ studentIds, afterCommit }) =>
    afterCommit(() => void publish(context.events, studentIds, { type: 'assignments' })),
  );
  context.hooks.on('extraTimeChanged', extendRunningPapers(context));
}

/**
 * Extra time reaches a paper already running (issue 29.5): its time limit becomes the assignment's times the new
 * multiplier, counted from when it started, and its deadline moves with it; the student's working screen hears a
 * `deadline` event once the change has committed. A running paper's time is never cut (less extra time applies
 * from the next start), and the assignment's due date never cuts it either (docs/product-rules.md).
 */
function extendRunningPapers(context: Pick<AppContext, 'events'>) {
  return async (payload: DomainHooks['extraTimeChanged']) => {
    const { db, teacherId, studentId, multiplier, now, afterCommit } = payload;
    const extended: string[] = [];
    for (const paper of await listRunningAssignmentPapers(db, teacherId, studentId, now)) {
      const timeLimit = studentTimeLimit(paper.timeLimit, multiplier);
      const deadlineAt = Number(paper.startedAt) + timeLimit * 60_000;
      if (deadlineAt <= Number(paper.deadlineAt)) continue;
      await updatePractice(db, paper.id, { timeLimit, deadlineAt, updatedAt: now });
      extended.push(paper.id);
    }
    for (const practiceId of extended)
      afterCommit(() => void publish(context.events, studentId, { type: 'deadline', data: { practiceId } }));
  };
}
