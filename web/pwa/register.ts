import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { UpdateNotice } from './UpdateNotice';

// A tab left open for days still hears of a deploy: when the network returns, when the tab is shown again (at most
// every 10 minutes) and every hour.
const CHECK_EVERY_MS = 60 * 60_000;
const CHECK_ON_SHOW_AFTER_MS = 10 * 60_000;

/**
 * Registers the service worker (web/pwa/sw.ts, docs/offline.md). Loaded after the first paint, off the first load.
 * A new version waits until the student chooses to reload from the notice: never in the middle of a paper by itself.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => showUpdateNotice(workbox));
  void workbox.register().then((registration) => {
    if (!registration) return;
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
  });
}

let isShown = false;

function showUpdateNotice(workbox: Workbox): void {
  if (isShown) return;
  isShown = true;
  const container = document.createElement('div');
  container.id = 'paperwise-update';
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
  };
  const reload = () => {
    // The waiting worker takes over, then the page reloads into the new version. Answers not yet sent are in
    // IndexedDB and are sent from there after the reload.
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  root.render(createElement(UpdateNotice, { onReload: reload, onClose: close }));
}
