import { isPremium } from './entitlements';
import type { PremiumSettings } from './settings';

const DAY_MS = 86_400_000;

export interface AccessProfile {
  /** 1 on the demo accounts the seed made (server/seed/demo-accounts.ts); never derived from the address */
  isDemo: number;
  createdAt: number;
  premiumStudentQuantity: number;
  premiumTeacherQuantity: number;
  premiumExpiry: number | null;
  ratedOnAppStoreAt: number | null;
  sharedOnFacebookAt: number | null;
}

/**
 * Unlimited use (spec learner part section 4): a free trial, premium, a store rating or a share within its reward
 * window, or a demo account. Everyone else works within the free limits.
 */
export function hasUnlimitedAccess(profile: AccessProfile, settings: PremiumSettings, now: number): boolean {
  if (profile.isDemo === 1) return true;
  if (profile.createdAt + settings.freeTrialDays * DAY_MS > now) return true;
  if (isPremium(profile, now)) return true;
  if (profile.ratedOnAppStoreAt !== null && profile.ratedOnAppStoreAt + settings.ratingRewardDays * DAY_MS > now)
    return true;
  if (profile.sharedOnFacebookAt !== null && profile.sharedOnFacebookAt + settings.shareRewardDays * DAY_MS > now)
    return true;
  return false;
}

// Hong Kong has no daylight saving: a day there always starts at 16:00 UTC.
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

/** The start of the Hong Kong calendar day that contains `now`: where "practices per day" resets. */
export function startOfHongKongDay(now: number): number {
  return Math.floor((now + HONG_KONG_OFFSET_MS) / DAY_MS) * DAY_MS - HONG_KONG_OFFSET_MS;
}
