import { practicePath } from '../lib/practices';

/**
 * Asks the service worker to keep what a reload of this paper offline needs, if it is not kept yet: who is signed
 * in, the public configuration, the paper, and the build files the page has loaded (KaTeX's fonts, the menu). On the
 * first visit the page fetched them before the worker was installed, so the worker never saw them. No worker (the
 * dev server, an old browser): nothing happens.
 */
export function keepPaperForOffline(practiceId: string): void {
  if (!('serviceWorker' in navigator)) return;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/assets/`));
  const urls = ['/api/me', '/api/config', practicePath(practiceId), ...assets];
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'KEEP', urls }));
}
