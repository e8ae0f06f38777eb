import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A writer that records each call's inputs and fails as `fail` says. */
function writer(fail: (inputs: number[]) => Error | null) {
  const calls: number[][] = [];
  const write = createGroupCommit(async (inputs: number[]) => {
    calls.push(inputs);
    const error = fail(inputs);
    if (error) throw error;
    return inputs.map((input) => input * 10);
  });
  return { calls, write };
}

const settle = (promises: Array<Promise<number>>) => Promise.allSettled(promises);

describe('group commit', () => {
  it('writes what arrives together as one batch, each caller getting its own result', async () => {
    const { calls, write } = writer(() => null);
    expect(await Promise.all([1, 2, 3].map(write))).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('tries each write of a refused batch alone, so one bad write does not fail its neighbours', async () => {
    const { calls, write } = writer((inputs) => (inputs.includes(2) ? new Error('value too long') : null));
    const results = await settle([1, 2, 3].map(write));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('fails a batch at once when the database cannot be reached, without trying each write alone', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let isDown = true;
    const { calls, write } = writer(() => (isDown ? down : null));
    const results = await settle([1, 2, 3].map(write));
    expect(results.every((result) => result.status === 'rejected' && result.reason === down)).toBe(true);
    expect(calls).toEqual([[1, 2, 3]]);
    // The next batch tries the database afresh.
    isDown = false;
    expect(await Promise.all([4, 5].map(write))).toEqual([40, 50]);
  });

  it('stops trying writes alone once one finds the database gone', async () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const { calls, write } = writer((inputs) =>
      inputs.length > 1 ? new Error('deadlock detected') : inputs[0] === 1 ? null : shutdown,
    );
    const results = await settle([1, 2, 3, 4].map(write));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect(calls).toEqual([[1, 2, 3, 4], [1], [2]]);
  });
});
