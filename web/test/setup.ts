import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLanguage, loadLanguage } from '../i18n/i18n';

// Pages are lazy chunks: their first import compiles them, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The app loads each language's texts on demand; tests switch freely, so both are here from the start.
beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('zh')]);
});

// jsdom has neither matchMedia nor ResizeObserver; Mantine needs both (useMediaQuery, ScrollArea, SegmentedControl).
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;

// Mantine's autosizing Textarea (the create form's remark) resizes when fonts load: jsdom has no document.fonts.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

// Mantine's ScrollArea and Combobox scroll items into view, and a new page scrolls to its top; jsdom does not lay
// out (and only logs "not implemented"), so these are no-ops.
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

// Every test starts in English (one that reads Chinese switches itself) and ends with what it changed undone: its
// stubs (fetch) and spies, fake timers, and Mantine's notifications (a store of the module, not of the page). The
// test files of a worker share one page and one module registry (`isolate: false`, vitest.config.ts): this is what
// keeps one file's leftovers out of the next.
beforeEach(async () => {
  await changeLanguage('en');
});

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
