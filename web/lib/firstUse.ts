import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `callback` once, at the user's first touch, click or key press anywhere on the page; returns a function that
 * stops listening. What a screen may need later (its dialogs, its drawer, the toasts) is fetched then, not in its
 * first load: a student who opens a paper reads before touching it, and the screen's own bytes come first.
 */
export function onFirstInteraction(callback: () => void): () => void {
  let done = false;
  const handle = () => {
    if (done) return;
    done = true;
    stop();
    callback();
  };
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, handle, { capture: true });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, handle, { capture: true, passive: true });
  return stop;
}

export interface FirstUse {
  /** The chunks are here: components from them render without suspending. */
  ready: boolean;
  /** The last attempt failed (offline, most often); it is tried again when the browser is back online. */
  failed: boolean;
}

/**
 * Loads the chunks behind `load` at the user's first interaction with the page, or at once when `needed` turns true
 * (a dialog asked to open before then). A failed load is tried again when the network returns or when the chunks
 * are needed again, so a screen opened offline catches up by itself. Render the lazy components only once `ready`:
 * React.lazy keeps a failed load's error forever, this hook does not. Nothing loads while `enabled` is false.
 */
export function useLoadOnFirstUse(load: () => Promise<unknown>, needed: boolean, enabled = true): FirstUse {
  const [state, setState] = useState<FirstUse>({ ready: false, failed: false });
  const [attempt, setAttempt] = useState(0);
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted || !enabled) return;
    return onFirstInteraction(() => setWanted(true));
  }, [wanted, enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and a new need start another try after a failure
  useEffect(() => {
    if (!wanted || !enabled || state.ready) return;
    let current = true;
    load().then(
      () => current && setState({ ready: true, failed: false }),
      (error: unknown) => {
        console.error('chunks could not load', error);
        if (current) setState({ ready: false, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, enabled, attempt, needed, state.ready]);

  useEffect(() => {
    if (!state.failed) return;
    const retry = () => setAttempt((count) => count + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [state.failed]);

  return state;
}
