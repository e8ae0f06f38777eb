/** Where the question list was scrolled to, kept per filter so coming back from the editor lands on the same card. */
const PREFIX = 'paperwise.admin.scroll:';

export interface ScrollStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function saveScroll(store: ScrollStore, key: string, y: number, pages: number): void {
  try {
    store.setItem(PREFIX + key, JSON.stringify({ y: Math.max(0, Math.round(y)), pages: Math.max(1, pages) }));
  } catch {
    // storage full or disabled: the list just starts at the top
  }
}

/** The saved position (read once: it is removed), or null. */
export function takeScroll(store: ScrollStore, key: string): { y: number; pages: number } | null {
  let raw: string | null = null;
  try {
    raw = store.getItem(PREFIX + key);
    store.removeItem(PREFIX + key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { y?: unknown; pages?: unknown };
    if (typeof value.y !== 'number' || !Number.isFinite(value.y) || value.y < 0) return null;
    const pages = typeof value.pages === 'number' && value.pages >= 1 ? Math.floor(value.pages) : 1;
    return { y: value.y, pages };
  } catch {
    return null;
  }
}

/** A function that runs `fn` at most once per `ms`; calls inside the window are dropped. */
export function throttle(fn: () => void, ms: number, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < ms) return;
    last = at;
    fn();
  };
}

const LIST_KEY = 'paperwise.admin.questionList';

/** The question list's query string, so the editor's back button returns to the same filters. */
export function saveListSearch(store: ScrollStore, search: string): void {
  try {
    store.setItem(LIST_KEY, search);
  } catch {
    // storage disabled: back goes to the unfiltered list
  }
}

export function listPath(store: ScrollStore): string {
  let search: string | null = null;
  try {
    search = store.getItem(LIST_KEY);
  } catch {
    search = null;
  }
  return `/app/manage-questions${search?.startsWith('?') ? search : ''}`;
}
