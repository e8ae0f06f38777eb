import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/index';
import { createHooks } from './hooks';

// The listeners never touch the database here; the registry only hands the payload on.
const payload = { db: {} as Db, practiceId: 'p1', now: 1 };

describe('domain hooks', () => {
  it('runs listeners in the order they subscribed', async () => {
    const hooks = createHooks();
    const calls: string[] = [];
    hooks.on('paperFinished', () => void calls.push('first'));
    hooks.on('paperFinished', async () => void calls.push('second'));
    await hooks.emit('paperFinished', payload);
    expect(calls).toEqual(['first', 'second']);
  });

  it('subscribes the same listener once', async () => {
    const hooks = createHooks();
    const listener = vi.fn();
    hooks.on('paperFinished', listener);
    hooks.on('paperFinished', listener);
    await hooks.emit('paperFinished', payload);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(payload);
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const hooks = createHooks();
    const listener = vi.fn();
    const unsubscribe = hooks.on('paperFinished', listener);
    unsubscribe();
    await hooks.emit('paperFinished', payload);
    await hooks.notify('paperFinished', payload);
    expect(listener).not.toHaveBeenCalled();
  });

  it('fails the writer on emit when a listener fails, and stops there', async () => {
    const hooks = createHooks();
    const after = vi.fn();
    hooks.on('paperFinished', () => {
      throw new Error('rollup failed');
    });
    hooks.on('paperFinished', after);
    await expect(hooks.emit('paperFinished', payload)).rejects.toThrow('rollup failed');
    expect(after).not.toHaveBeenCalled();
  });

  it('logs a failing listener on notify and still runs the others', async () => {
    const log = vi.fn();
    const hooks = createHooks(log);
    const after = vi.fn();
    hooks.on('paperFinished', async () => {
      throw new Error('queue down');
    });
    hooks.on('paperFinished', after);
    await expect(hooks.notify('paperFinished', payload)).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledWith(payload);
    expect(log).toHaveBeenCalledWith('a paperFinished listener failed', expect.any(Error));
  });

  it('keeps each hook its own listeners', async () => {
    const hooks = createHooks();
    const listener = vi.fn();
    hooks.on('paperChanged', listener);
    await hooks.emit('paperFinished', payload);
    expect(listener).not.toHaveBeenCalled();
  });
});
