import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './every';

/** Just what runEvery uses of an app: its logger and its close hook. */
function fakeApp() {
  const closeHooks: Array<() => Promise<void>> = [];
  const error = vi.fn();
  const app = { log: { error }, addHook: (_name: string, hook: () => Promise<void>) => closeHooks.push(hook) };
  return { app: app as unknown as FastifyInstance, error, close: () => Promise.all(closeHooks.map((hook) => hook())) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('runEvery', () => {
  it('runs at once only when asked, then on each tick, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const { app, close } = fakeApp();
    const task = vi.fn(async () => {});
    runEvery(app, 'a task', 1_000, task, { atStart: true });
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(3);
    await close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(3);

    const later = vi.fn(async () => {});
    runEvery(fakeApp().app, 'another task', 1_000, later);
    expect(later).not.toHaveBeenCalled();
  });

  it('skips a tick while the last run is still going, and logs a failure without stopping', async () => {
    vi.useFakeTimers();
    const { app, error } = fakeApp();
    let finish = () => {};
    const task = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(undefined);
    runEvery(app, 'a sweep', 1_000, task);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000); // two ticks while the first run hangs
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'a sweep failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(3);
  });
});
