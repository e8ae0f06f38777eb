// What the service worker (sw.ts) keeps and when it forgets, as plain functions the unit tests read without a worker.
// docs/offline.md explains the choices.

/** Answers of the signed-in user: forgotten at every sign-in and sign-out, never shared between accounts. */
export const API_CACHE = 'paperwise-api';
/** Hashed build files fetched after the install (KaTeX fonts, a screen's chunk): the same for every user. */
export const ASSETS_CACHE = 'paperwise-assets';
/** The page the server last sent for a path under /app/, with the user's first-screen data (docs/serving.md). */
export const APP_PAGE_KEY = '/__offline/app-page';

const practicePath = /^\/api\/practices\/[^/]+$/;

/**
 * The GET answers a reload offline needs to show the working screen: who is signed in, the public configuration and
 * a paper (its questions and the answers the server held). Nothing else of the API is kept: not the clock (a stale
 * `serverNow` would move the deadline), not the event stream, and never a write.
 */
export function isKeptApiPath(pathname: string): boolean {
  return pathname === '/api/me' || pathname === '/api/config' || practicePath.test(pathname);
}

/**
 * A request that may change who is signed in on this browser: sign-in, sign-up, sign-out (better-auth's routes under
 * /api/auth/), and deleting the account. The user's cache is dropped before it is sent, whatever its outcome.
 */
export function isSessionChange(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  return pathname.startsWith('/api/auth/') || (pathname === '/api/me' && method === 'DELETE');
}

/** Pages of the signed-in app: the server's copy is kept for a reload offline. */
export function isAppPage(pathname: string): boolean {
  return pathname === '/app' || pathname.startsWith('/app/');
}

/** The message a page sends the worker: keep these URLs if they are not kept yet (the paper opened before install). */
export interface KeepMessage {
  type: 'KEEP';
  urls: string[];
}

export function isKeepMessage(data: unknown): data is KeepMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; urls?: unknown };
  return message.type === 'KEEP' && Array.isArray(message.urls) && message.urls.every((url) => typeof url === 'string');
}
