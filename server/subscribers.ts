import type { AppContext } from './context';
import { subscribeAiMarking } from './modules/ai/subscribers';
import { subscribeAssignmentEvents } from './modules/assignments/subscribers';
import { subscribeClassEvents } from './modules/classes/subscribers';
import { subscribeRegrades } from './modules/papers/regrade';
import { subscribeStatistics } from './modules/statistics/subscribers';

/**
 * Who reacts to the domain hooks, in the order they run: statistics first (its rollups belong to the fact's
 * transaction), then AI marking, then the live events an assignment's publishing sends its students and a class's change its teacher and school. Called once for
 * each context (createAppContext), whose hooks they subscribe to.
 */
export function subscribeAreas(context: AppContext): void {
  subscribeStatistics(context.hooks);
  subscribeAiMarking(context);
  subscribeAssignmentEvents(context);
  subscribeClassEvents(context);
  subscribeRegrades(context);
}
