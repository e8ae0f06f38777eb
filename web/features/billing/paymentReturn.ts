// Runs before the first render (web/main.tsx), so it imports nothing: the entry chunk stays small.

/** The mobile app's custom scheme. */
export const APP_SCHEME = 'paperwise';
/** Phones: where a wallet app (FPS banking, WeChat, Alipay) hands the payer back to a browser, not to our app. */
const SMALL_SCREEN = '(max-width: 48em)';

/**
 * The mobile app's address for an Airwallex return that landed in a phone's browser (spec content part 2): a payment
 * started in the app's web view comes back through the wallet to the system browser, so the browser hands the same
 * path and query to the app's custom scheme. Null when it should stay here: another provider, a big screen, or
 * already inside the app.
 */
export function appReturnUrl(
  location: { pathname: string; search: string },
  device: { isSmallScreen: boolean; isInApp: boolean },
): string | null {
  const query = new URLSearchParams(location.search);
  if (!query.has('payment') || query.get('from') !== 'airwallex') return null;
  if (!device.isSmallScreen || device.isInApp) return null;
  return `${APP_SCHEME}:/${location.pathname}${location.search}`;
}

/** Our app wraps the site in a React Native web view, which puts this bridge on window. */
export function isInNativeApp(): boolean {
  return 'ReactNativeWebView' in window;
}

/**
 * Called once before the first render: hands an Airwallex return on a phone's browser to the app. If the app is not
 * installed the scheme goes nowhere and this page carries on with the return itself (the server confirms the
 * payment either way, once).
 */
export function handOverPaymentReturn(): void {
  const target = appReturnUrl(window.location, {
    isSmallScreen: window.matchMedia(SMALL_SCREEN).matches,
    isInApp: isInNativeApp(),
  });
  if (target) window.location.replace(target);
}
