import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'error'; error: unknown };

/**
 * Saves `value` 1 s after the last change (the spec's one-second pause). Only the latest value is sent; a change made
 * while a save is on its way is saved after it. Unsaved changes are sent when the page is left.
 */
export function useAutosave<T>(save: (value: T) => Promise<void>, delay = 1000) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);
  const running = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current || !pending.current) return;
    const { value } = pending.current;
    pending.current = null;
    running.current = true;
    setState({ kind: 'saving' });
    try {
      await saveRef.current(value);
      running.current = false;
      if (pending.current) void flush();
      else setState({ kind: 'saved', at: Date.now() });
    } catch (error) {
      running.current = false;
      setState({ kind: 'error', error });
    }
  }, []);

  const change = useCallback(
    (value: T) => {
      pending.current = { value };
      setState({ kind: 'dirty' });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [delay, flush],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (pending.current) void saveRef.current(pending.current.value).catch(() => undefined);
    },
    [],
  );

  return { state, change, flush };
}
