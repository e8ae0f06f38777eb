import { onFirstInteraction } from '../lib/firstUse';

// A tab left open for days still hears of a deploy: when the network returns, when the tab is shown again (at most
// every 10 minutes) and every hour.
const CHECK_EVERY_MS = 60 * 60_000;
const CHECK_ON_SHOW_AFTER_MS = 10 * 60_000;

// The notice's code (a Mantine notification and an icon) is fetched at the first touch, not in the first load, and
// kept in memory: after a deploy the server no longer has this version's files, and the notice must still show.
let noticeModule: Promise<typeof import('./updateNotice')> | null = null;
const loadNotice = () => {
  noticeModule ??= import('./updateNotice').catch((error: unknown) => {
    noticeModule = null;
    throw error;
  });
  return noticeModule;
};

/**
 * Registers the service worker (web/pwa/sw.ts, docs/offline.md), once the page has loaded (web/main.tsx).
 * A new version waits until the student chooses to reload from the notice: never in the middle of a paper by itself.
 * The browser's own API: a worker that finished installing while another controls the page is a new version.
 */
export function registerServiceWorker(): void {
  onFirstInteraction(() => void loadNotice().catch(() => undefined));
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
        });
      });
      let lastCheckAt = Date.now();
      const check = () => {
        if (!navigator.onLine) return;
        lastCheckAt = Date.now();
        registration.update().catch((error: unknown) => console.warn('update check failed', error));
      };
      window.addEventListener('online', check);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && Date.now() - lastCheckAt > CHECK_ON_SHOW_AFTER_MS) check();
      });
      setInterval(check, CHECK_EVERY_MS);
    },
    (error: unknown) => console.warn('service worker not registered', error),
  );
}

let isOffered = false;

function offerUpdate(waiting: ServiceWorker): void {
  if (isOffered) return;
  isOffered = true;
  const reload = () => {
    // The waiting worker takes over, then the page reloads into the new version. Answers not yet sent are in
    // IndexedDB and are sent from there after the reload.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  loadNotice().then(
    ({ showUpdateNotice }) => showUpdateNotice(reload),
    (error: unknown) => {
      // This version's files are gone from the server: the new version starts at the next visit.
      console.warn('update notice not shown', error);
      isOffered = false;
    },
  );
}
