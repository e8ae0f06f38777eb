import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader';

describe('createBatchLoader', () => {
  it('answers the lookups of one turn with one call, each caller its own value', async () => {
    const calls: string[][] = [];
    const load = createBatchLoader(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
    });
    const results = await Promise.all([load('a'), load('b'), load('a'), load('missing')]);
    expect(results).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
    expect(await load('c')).toBe('C');
    expect(calls).toHaveLength(2);
  });

  it('splits a large batch and fails only the callers of a failed call', async () => {
    const load = createBatchLoader(async (keys: number[]) => {
      if (keys.includes(3)) throw new Error('down');
      return new Map(keys.map((key) => [key, key * 10]));
    }, 2);
    const results = await Promise.allSettled([load(1), load(2), load(3), load(4)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 10 });
  });
});
