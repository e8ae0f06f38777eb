import { afterEach, describe, expect, it } from 'vitest';
import {
  createBadgeReporter,
  isInWrapper,
  NativeSignInError,
  onPushToken,
  postToWrapper,
  readInjectedPushToken,
  signInThroughWrapper,
  toPushToken,
} from './wrapper';

/** The wrapper's real interface: a `ReactNativeWebView` whose postMessage takes text. This one records it. */
function installWrapper() {
  const posted: string[] = [];
  window.ReactNativeWebView = { postMessage: (message: string) => posted.push(message) };
  return { posted, messages: () => posted.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

afterEach(() => {
  delete window.ReactNativeWebView;
  delete window.paperwisePushToken;
});

describe('the wrapper bridge', () => {
  it('knows it runs in the wrapper only when ReactNativeWebView is there', () => {
    expect(isInWrapper()).toBe(false);
    installWrapper();
    expect(isInWrapper()).toBe(true);
  });

  it('posts messages as JSON text to the wrapper', () => {
    const wrapper = installWrapper();
    expect(postToWrapper({ type: 'logged_in', userId: 'u1', role: 'student', language: 'zh' })).toBe(true);
    expect(wrapper.messages()).toEqual([{ type: 'logged_in', userId: 'u1', role: 'student', language: 'zh' }]);
  });

  it('posts nothing outside the wrapper', () => {
    expect(postToWrapper({ type: 'update_badge', badge: 2 })).toBe(false);
    const report = createBadgeReporter();
    expect(report(2)).toBe(false);
  });

  it('posts update_badge when the badge changes, not when the same number comes again', () => {
    const wrapper = installWrapper();
    const report = createBadgeReporter();
    expect([report(0), report(3), report(3), report(1)]).toEqual([true, true, false, true]);
    expect(wrapper.messages()).toEqual([
      { type: 'update_badge', badge: 0 },
      { type: 'update_badge', badge: 3 },
      { type: 'update_badge', badge: 1 },
    ]);
  });

  it('reads a push token the wrapper injected, and only inside the wrapper', () => {
    window.paperwisePushToken = 'ExponentPushToken[abc]';
    expect(readInjectedPushToken()).toBeNull();
    installWrapper();
    expect(readInjectedPushToken()).toBe('ExponentPushToken[abc]');
  });

  it('hears push tokens the wrapper sends later, on window (iOS) and on document (Android)', () => {
    installWrapper();
    const tokens: string[] = [];
    const stop = onPushToken((token) => tokens.push(token));
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'push_token', token: 'ios-1' }) }));
    document.dispatchEvent(new MessageEvent('message', { data: '{"type":"push_token","token":"android-2"}' }));
    window.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'other', token: 'x' }) }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'push_token', token: 'late' }) }));
    expect(tokens).toEqual(['ios-1', 'android-2']);
  });

  it('keeps only tokens the server accepts', () => {
    expect(toPushToken(' fcm:abc-123_x ')).toBe('fcm:abc-123_x');
    expect(toPushToken('')).toBeNull();
    expect(toPushToken('has space')).toBeNull();
    expect(toPushToken('nul\u0000')).toBeNull();
    expect(toPushToken('a'.repeat(513))).toBeNull();
    expect(toPushToken(42)).toBeNull();
  });
});

describe('social sign-in through the wrapper', () => {
  /** The wrapper answering into the page, as React Native does: JSON text on `document` (Android) or `window` (iOS). */
  const answer = (message: Record<string, unknown>, target: EventTarget = document) =>
    target.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));

  it("posts social_login with a fresh nonce and takes the wrapper's id_token for that provider", async () => {
    const wrapper = installWrapper();
    const signedIn = signInThroughWrapper('google');
    const [asked] = wrapper.messages();
    expect(asked).toEqual({ type: 'social_login', provider: 'google', nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });
    // Another provider's answer, and a message that is not the wrapper's, change nothing.
    answer({ type: 'social_token', provider: 'apple', idToken: 'apple-token' });
    window.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    answer({ type: 'social_token', provider: 'google', idToken: 'google-token', accessToken: 'access' }, window);
    await expect(signedIn).resolves.toEqual({ idToken: 'google-token', accessToken: 'access', nonce: asked!.nonce });

    // A second sign-in asks with a nonce of its own.
    const again = signInThroughWrapper('google');
    expect(wrapper.messages()[1]!.nonce).not.toBe(asked!.nonce);
    answer({ type: 'social_token', provider: 'google', idToken: 'second' });
    await expect(again).resolves.toMatchObject({ idToken: 'second', nonce: wrapper.messages()[1]!.nonce });
  });

  it('resolves null when the person cancels, and rejects when the phone could not sign in', async () => {
    installWrapper();
    const cancelled = signInThroughWrapper('apple');
    answer({ type: 'social_error', provider: 'apple', reason: 'cancelled' });
    await expect(cancelled).resolves.toBeNull();
    const failed = signInThroughWrapper('facebook');
    answer({ type: 'social_error', provider: 'facebook' });
    await expect(failed).rejects.toBeInstanceOf(NativeSignInError);
  });

  it('is refused outside the wrapper, posting nothing', async () => {
    await expect(signInThroughWrapper('google')).rejects.toBeInstanceOf(NativeSignInError);
  });
});
