/**
 * A class join link opened before signing in (`/join/<code>`): the code is kept here through sign-up, sign-in,
 * onboarding and a social sign-in's round trip to its provider, and the app comes back to the link once the account
 * has a role (the sign-in page and the landing redirect ask `pendingJoinPath`). Kept a day at most: a link opened
 * last week is not a reason to leave the app's first page.
 */
const KEY = 'paperwise.joinCode';
const KEEP_MS = 24 * 60 * 60 * 1000;

export function rememberJoinCode(code: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage blocked (private mode, some webviews): the student opens the link again after signing in.
  }
}

export function forgetJoinCode(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // as above
  }
}

/** The code remembered within the last day, or null. */
export function pendingJoinCode(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { code?: unknown; at?: unknown } | null;
    if (typeof stored?.code !== 'string' || typeof stored.at !== 'number' || now - stored.at > KEEP_MS) return null;
    return stored.code;
  } catch {
    return null;
  }
}

/** Where a signed-in account goes back to for the link it opened before signing in, or null. */
export function pendingJoinPath(): string | null {
  const code = pendingJoinCode();
  return code ? `/join/${encodeURIComponent(code)}` : null;
}
