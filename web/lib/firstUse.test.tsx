import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction, useLoadOnFirstUse } from './firstUse';
import { lazyWithPreload } from './lazyWithPreload';

afterEach(() => {
  vi.restoreAllMocks();
});

function press() {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
}

function touch() {
  window.dispatchEvent(new Event('pointerdown'));
}

describe('onFirstInteraction', () => {
  it('calls back once, at the first key or touch', () => {
    const callback = vi.fn();
    const stop = onFirstInteraction(callback);
    expect(callback).not.toHaveBeenCalled();
    touch();
    press();
    touch();
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never calls back once stopped', () => {
    const callback = vi.fn();
    onFirstInteraction(callback)();
    press();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('useLoadOnFirstUse', () => {
  it('loads nothing until the first interaction, then is ready', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useLoadOnFirstUse(load, false));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toEqual({ ready: false, failed: false });

    act(() => press());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when needed before any interaction', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(({ needed }) => useLoadOnFirstUse(load, needed), {
      initialProps: { needed: false },
    });
    expect(load).not.toHaveBeenCalled();
    rerender({ needed: true });
    await waitFor(() => expect(result.current.ready).toBe(true));
  });

  it('loads nothing while disabled, whatever the user does', () => {
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => useLoadOnFirstUse(load, false, false));
    act(() => touch());
    expect(load).not.toHaveBeenCalled();
  });

  it('tries again when the network returns after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch'))));
    const { result } = renderHook(() => useLoadOnFirstUse(load, true));
    await waitFor(() => expect(result.current).toEqual({ ready: false, failed: true }));

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toEqual({ ready: true, failed: false }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyWithPreload', () => {
  it('tries afresh after a failed preload, and keeps a successful one', async () => {
    const component = () => null;
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(component);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    await expect(Lazy.preload()).resolves.toEqual({ default: component });
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
