import type { MessageFromWrapper, SocialProvider, WrapperMessage } from '../../common/device';

/**
 * The bridge to the native mobile wrapper (docs/wrapper.md). The wrapper is a React Native WebView: it injects
 * `window.ReactNativeWebView`, whose `postMessage(text)` is the only way to talk to the native side, so its presence
 * is how the web app knows it runs inside the wrapper. Outside the wrapper every function here does nothing.
 *
 * The push token comes the other way, either injected before the page loads (`window.paperwisePushToken`) or, when
 * the device registers later, as a message `{"type":"push_token","token":"…"}` sent into the page (React Native
 * delivers those on `window` on iOS and on `document` on Android, so both are heard).
 *
 * Social sign-in inside the wrapper goes through the phone (signInThroughWrapper): the page posts `social_login` with
 * a nonce, and the wrapper answers `social_token` (the provider's id_token) or `social_error`.
 */

interface NativeBridge {
  postMessage: (message: string) => void;
}

export interface WrapperWindow {
  ReactNativeWebView?: NativeBridge;
  paperwisePushToken?: unknown;
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}

declare global {
  interface Window {
    ReactNativeWebView?: NativeBridge;
    paperwisePushToken?: unknown;
  }
}

const browserWindow = (): WrapperWindow | undefined => (typeof window === 'undefined' ? undefined : window);

export function isInWrapper(win: WrapperWindow | undefined = browserWindow()): boolean {
  return typeof win?.ReactNativeWebView?.postMessage === 'function';
}

/** Posts one message to the native side as JSON text; false (and nothing posted) outside the wrapper. */
export function postToWrapper(message: WrapperMessage, win: WrapperWindow | undefined = browserWindow()): boolean {
  if (!win || !isInWrapper(win)) return false;
  win.ReactNativeWebView!.postMessage(JSON.stringify(message));
  return true;
}

/** A usable push token: the server's rule (common/device.ts), so a bad one is never sent. */
export function toPushToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return /^[\x21-\x7e]{1,512}$/.test(token) ? token : null;
}

/** The token the wrapper injected before the page loaded, if any. */
export function readInjectedPushToken(win: WrapperWindow | undefined = browserWindow()): string | null {
  if (!win || !isInWrapper(win)) return null;
  return toPushToken(win.paperwisePushToken);
}

/**
 * A message into the page as read: one of MessageFromWrapper's types by its `type`, its other fields still to check
 * (anything may post to a page).
 */
type WrapperInbox = { type: MessageFromWrapper['type'] | (string & {}) } & Record<string, unknown>;

/** A message the wrapper sent into the page, or null for anything else (other scripts post messages too). */
function readMessage(data: unknown): WrapperInbox | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as { type?: unknown };
  return typeof message.type === 'string' ? (value as WrapperInbox) : null;
}

/** Calls `listener` with each message the wrapper sends into the page; returns the unsubscribe. */
function onWrapperMessage(listener: (message: WrapperInbox) => void, win: WrapperWindow): () => void {
  const handle = (event: Event) => {
    const message = readMessage((event as MessageEvent).data);
    if (message) listener(message);
  };
  win.addEventListener('message', handle);
  win.document?.addEventListener('message', handle);
  return () => {
    win.removeEventListener('message', handle);
    win.document?.removeEventListener('message', handle);
  };
}

/** Calls `listener` with each push token the wrapper sends into the page; returns the unsubscribe. */
export function onPushToken(
  listener: (token: string) => void,
  win: WrapperWindow | undefined = browserWindow(),
): () => void {
  if (!win || !isInWrapper(win)) return () => {};
  return onWrapperMessage((message) => {
    const token = message.type === 'push_token' ? toPushToken(message.token) : null;
    if (token) listener(token);
  }, win);
}

/** What the phone's own sign-in gave: the provider's id_token for the nonce the page asked with. */
export interface NativeSignIn {
  idToken: string;
  accessToken?: string;
  nonce: string;
}

/** The wrapper could not sign in (the person did not cancel): the page says so. */
export class NativeSignInError extends Error {
  constructor(readonly provider: SocialProvider) {
    super(`native ${provider} sign-in failed`);
    this.name = 'NativeSignInError';
  }
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Asks the wrapper to sign in with the phone's own sign-in for this provider (Google refuses its pages inside a
 * WebView): posts `social_login` with a fresh nonce and waits for the wrapper's answer about this provider. Resolves
 * with the id_token, or null when the person cancelled; rejects with NativeSignInError when it failed (or outside the
 * wrapper).
 */
export function signInThroughWrapper(
  provider: SocialProvider,
  win: WrapperWindow | undefined = browserWindow(),
): Promise<NativeSignIn | null> {
  if (!win || !isInWrapper(win)) return Promise.reject(new NativeSignInError(provider));
  const nonce = newNonce();
  return new Promise((resolve, reject) => {
    const stop = onWrapperMessage((message) => {
      if (message.provider !== provider) return;
      if (message.type === 'social_token' && typeof message.idToken === 'string' && message.idToken) {
        stop();
        const accessToken = typeof message.accessToken === 'string' ? message.accessToken : undefined;
        resolve({ idToken: message.idToken, nonce, ...(accessToken ? { accessToken } : {}) });
      } else if (message.type === 'social_error') {
        stop();
        if (message.reason === 'cancelled') resolve(null);
        else reject(new NativeSignInError(provider));
      }
    }, win);
    postToWrapper({ type: 'social_login', provider, nonce }, win);
  });
}

/**
 * Posts `update_badge` when the badge differs from the last one posted (the first call always posts): the menu's
 * counts are refetched often, and the native side need not hear the same number again.
 */
export function createBadgeReporter(win: WrapperWindow | undefined = browserWindow()) {
  let last: number | null = null;
  return (badge: number): boolean => {
    if (badge === last) return false;
    if (!postToWrapper({ type: 'update_badge', badge }, win)) return false;
    last = badge;
    return true;
  };
}
