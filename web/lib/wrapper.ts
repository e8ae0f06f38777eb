import type { WrapperMessage } from '../../common/device';

/**
 * The bridge to the native mobile wrapper (docs/wrapper.md). The wrapper is a React Native WebView: it injects
 * `window.ReactNativeWebView`, whose `postMessage(text)` is the only way to talk to the native side, so its presence
 * is how the web app knows it runs inside the wrapper. Outside the wrapper every function here does nothing.
 *
 * The push token comes the other way, either injected before the page loads (`window.paperwisePushToken`) or, when
 * the device registers later, as a message `{"type":"push_token","token":"…"}` sent into the page (React Native
 * delivers those on `window` on iOS and on `document` on Android, so both are heard).
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

function tokenFromMessage(data: unknown): string | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as { type?: unknown; token?: unknown };
  return message.type === 'push_token' ? toPushToken(message.token) : null;
}

/** Calls `listener` with each push token the wrapper sends into the page; returns the unsubscribe. */
export function onPushToken(
  listener: (token: string) => void,
  win: WrapperWindow | undefined = browserWindow(),
): () => void {
  if (!win || !isInWrapper(win)) return () => {};
  const handle = (event: Event) => {
    const token = tokenFromMessage((event as MessageEvent).data);
    if (token) listener(token);
  };
  win.addEventListener('message', handle);
  win.document?.addEventListener('message', handle);
  return () => {
    win.removeEventListener('message', handle);
    win.document?.removeEventListener('message', handle);
  };
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
