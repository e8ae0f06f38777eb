// A seeded generator shared by the tests that simulate learners (Rasch, FSRS) and by the learning benches
// (bench/simulation.ts), so a run with a seed is the same everywhere.

/** mulberry32: small, fast and the same on every machine, so a bench run with a seed is repeatable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
