import type { DayRange } from '../../../common/statistics';
import type { Distribution } from '../../../common/statistics-rules';
import type { AppContext } from '../../context';
import { sumStudentAverages } from './queries';

/**
 * How long a subject's distribution of student averages is reused. It is the same for every student who views the
 * same subject and range, and reading it touches every student's days in the range (the one statistics read that
 * grows with the whole school, not with the student), so a burst of views pays for it once. A paper finished or
 * marked meanwhile moves the student's own average at once but the distribution around it only after this long
 * (docs/product-rules.md, global ranking).
 */
export const DISTRIBUTION_CACHE_MS = 60_000;
/** Distinct subject and range pairs kept at once; the oldest goes first. Most views ask for a preset ending today. */
const DISTRIBUTION_CACHE_SIZE = 1_000;

interface Entry {
  expiresAt: number;
  distribution: Promise<Distribution>;
}

/** The distributions read lately, per subject and range: one per process, on its context (server/context.ts). */
export type DistributionCache = Map<string, Entry>;

export function createDistributionCache(): DistributionCache {
  return new Map();
}

/**
 * Every student's average in the subject over the range, summed for rankOnDistribution (common/statistics.ts),
 * from the cache when read less than DISTRIBUTION_CACHE_MS ago. Views asking at the same moment share one read.
 * Inside a transaction it reads afresh: what it sees there may not be committed.
 */
export function readSubjectDistribution(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  subjectId: string,
  range: DayRange,
  clock: () => number = Date.now,
): Promise<Distribution> {
  const { db } = ctx;
  if (db.isTransaction) return sumStudentAverages(db, subjectId, range.from, range.to);
  const cache = ctx.caches.distributions;
  const key = `${subjectId}:${range.from}:${range.to}`;
  const now = clock();
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.distribution;
  cache.delete(key);
  const distribution = sumStudentAverages(db, subjectId, range.from, range.to);
  cache.set(key, { expiresAt: now + DISTRIBUTION_CACHE_MS, distribution });
  // A failed read is not kept: the next view tries again.
  distribution.catch(() => {
    if (cache.get(key)?.distribution === distribution) cache.delete(key);
  });
  for (const oldest of cache.keys()) {
    if (cache.size <= DISTRIBUTION_CACHE_SIZE) break;
    cache.delete(oldest);
  }
  return distribution;
}
