import { domainHooks, type Hooks } from './events/hooks';
import { subscribeAiMarking } from './modules/ai/subscribers';
import { subscribeStatistics } from './modules/statistics/subscribers';

/**
 * Who reacts to the domain hooks, in the order they run: statistics first (its rollups belong to the fact's
 * transaction), then AI marking. Called where an app or a worker is built; subscribing twice changes nothing.
 */
export function subscribeAreas(hooks: Hooks = domainHooks): void {
  subscribeStatistics(hooks);
  subscribeAiMarking(hooks);
}
