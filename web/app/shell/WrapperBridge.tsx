import { useEffect, useRef } from 'react';
import type { DeviceBody } from '../../../common/device';
import type { Me } from '../../../common/profile';
import { api } from '../../lib/api';
import { createBadgeReporter, isInWrapper, onPushToken, postToWrapper, readInjectedPushToken } from '../../lib/wrapper';

interface WrapperBridgeProps {
  me: Me;
  /** the sum of the menu counts (useMenuBadge) */
  badge: number;
}

// The profile keeps what the wrapper reported; a failed save is tried again at the next change or visit, and the
// page never waits for it.
function saveDevice(body: DeviceBody) {
  api.put('/api/me/device', body).catch(() => undefined);
}

/**
 * On entering the app inside the native wrapper (spec, learner part: "On entering the app"): tells the wrapper who
 * signed in (`logged_in`), records its push token on the profile, and posts `update_badge` with the badge whenever
 * the sum of the menu counts changes (the event stream refetches them). Outside the wrapper it does nothing.
 */
export function WrapperBridge({ me, badge }: WrapperBridgeProps) {
  const inWrapper = isInWrapper();
  const reporter = useRef<ReturnType<typeof createBadgeReporter> | null>(null);

  useEffect(() => {
    if (!inWrapper) return;
    postToWrapper({ type: 'logged_in', userId: me.id, role: me.role ?? '', language: me.language });
    // A new sign-in starts a new count: the wrapper hears the badge again even when it is the same number.
    reporter.current = createBadgeReporter();
    const injected = readInjectedPushToken();
    if (injected) saveDevice({ pushToken: injected });
    return onPushToken((pushToken) => saveDevice({ pushToken }));
  }, [inWrapper, me.id, me.role, me.language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user gets a new reporter, which must hear the badge
  useEffect(() => {
    if (!inWrapper || !reporter.current) return;
    if (reporter.current(badge)) saveDevice({ badge });
  }, [inWrapper, badge, me.id]);

  return null;
}
