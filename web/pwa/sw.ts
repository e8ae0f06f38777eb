// The service worker (docs/offline.md): the app shell and the working screen's chunks precached at install, the page
// and the open paper kept as they were last seen, so a reload offline shows the paper with the answers queued in
// IndexedDB. Built by vite-plugin-pwa (injectManifest), which writes the precache list into `self.__WB_MANIFEST`.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  APP_PAGE_KEY,
  ASSETS_CACHE,
  isAppPage,
  isKeepMessage,
  isKeptApiPath,
  isSessionChange,
} from './offlineRules';

/** The few members of ServiceWorkerGlobalScope used here; the project's types are the DOM's, not the worker's. */
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
// `self` in a service worker is its global scope; the DOM types call it a Window.
const scope = self as unknown as WorkerScope;

// Pages are never answered from the precache by their path: '/' must not become the built index.html, which lacks
// the user's first-screen data. The page route below decides.
// Written as `self.__WB_MANIFEST` in the output, the marker workbox-build replaces with the list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first install takes the open page at once, so its later requests (the paper's refetch, a font) are kept. An
// update waits for the page's "reload" (the update notice): a new worker never swaps chunks under a running paper.
clientsClaim();

const isSameOrigin = (url: URL) => url.origin === scope.location.origin;

function dropUserData(): Promise<boolean> {
  return caches.delete(API_CACHE);
}

// Sign-in, sign-up, sign-out: whoever comes next on this browser must not find the last user's page or papers.
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ url, request }) => isSameOrigin(url) && isSessionChange(request.method, url.pathname),
    async ({ request }) => {
      await dropUserData();
      return fetch(request);
    },
    method,
  );
}

// A 401 means the session is over (signed out elsewhere, expired): the kept answers are someone else's now.
const forgetOnSignedOut = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.status === 401) await dropUserData();
    return response;
  },
};

const apiStrategy = new NetworkFirst({
  cacheName: API_CACHE,
  plugins: [forgetOnSignedOut, new ExpirationPlugin({ maxEntries: 30 })],
});
registerRoute(
  ({ url, request }) => isSameOrigin(url) && request.method === 'GET' && isKeptApiPath(url.pathname),
  apiStrategy,
);

// Hashed files are the same forever: a chunk or font fetched once (a screen visited online) is there offline.
registerRoute(
  ({ url }) => isSameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);

/**
 * Pages: always from the network while there is one (each carries the user's first-screen data, docs/serving.md),
 * and the last /app/ page is kept with the user's data. Offline, any path gets that page (the app routes it), or
 * the built index.html, which asks the kept /api/me.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isSameOrigin(url) && !url.pathname.startsWith('/api/'),
  async ({ request, url }) => {
    try {
      const response = await fetch(request);
      if (response.ok && isAppPage(url.pathname)) {
        const cache = await caches.open(API_CACHE);
        await cache.put(APP_PAGE_KEY, response.clone());
      }
      return response;
    } catch (error) {
      const kept = await caches.open(API_CACHE).then((cache) => cache.match(APP_PAGE_KEY));
      const fallback = kept ?? (await matchPrecache('/index.html'));
      if (fallback) return fallback;
      throw error;
    }
  },
);

/** Keeps what a page opened before this worker controlled it, unless it is kept already. */
async function keep(urls: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, scope.location.href);
      if (!isSameOrigin(url)) return;
      const key = url.pathname;
      const cacheName = url.pathname.startsWith('/assets/') ? ASSETS_CACHE : isKeptApiPath(key) ? API_CACHE : null;
      if (!cacheName) return;
      const cache = await caches.open(cacheName);
      if (await cache.match(key)) return;
      // A failure here only means it is not kept; the page's own request goes on as before.
      try {
        const response = await fetch(key, { credentials: 'same-origin' });
        if (response.ok) await cache.put(key, response);
      } catch (error) {
        console.warn('not kept for offline', key, error);
      }
    }),
  );
}

scope.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void scope.skipWaiting();
  } else if (isKeepMessage(data)) {
    event.waitUntil(keep(data.urls));
  }
});

// A kept page names the chunks of the build it came from; after an update those are gone from the precache.
scope.addEventListener('activate', (event) => {
  event.waitUntil(caches.open(API_CACHE).then((cache) => cache.delete(APP_PAGE_KEY)));
});
