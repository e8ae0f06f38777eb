/** What the learning benches (review-schedule, expected-level) share: a seeded generator and a few draws from it. */

export { seededRandom } from '../server/test/seeded-random';

/** A standard normal draw (Box-Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A whole number from min to max, both included. */
export function integerBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `count` distinct entries of a list, in random order (a partial Fisher-Yates on a copy). */
export function sample<T>(random: () => number, list: readonly T[], count: number): T[] {
  const copy = [...list];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** `--name value` from the command line, as a number, or the fallback. */
export function numberArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value)) throw new Error(`--${name} needs a number`);
  return value;
}

/** The mean of a list, NaN when empty. */
export const mean = (values: readonly number[]) => values.reduce((s, x) => s + x, 0) / values.length;
