import { z } from 'zod';

/**
 *   PUT    /api/me/avatar?x=&y=&size=   multipart, one picture (png, jpeg, webp or gif by its bytes) → Me
 *   DELETE /api/me/avatar               → Me
 *   GET    /api/me/perks                → MePerks
 *   POST   /api/me/rating               the user rated the app on a store → MePerks
 *   POST   /api/me/share                the user shared the app → MePerks
 */

/** The avatar is stored square, this many pixels a side, as PNG. */
export const AVATAR_SIDE = 256;
/** A picture over this is refused before it is decoded (payload_too_large). */
export const AVATAR_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The square to keep, in pixels of the picture as it is shown upright (EXIF orientation applied, as browsers show
 * it). Without it, the largest centred square is kept.
 */
export const AvatarCropQuery = z
  .object({
    x: z.coerce.number().int().min(0).max(100_000),
    y: z.coerce.number().int().min(0).max(100_000),
    size: z.coerce.number().int().min(1).max(100_000),
  })
  .partial();
export type AvatarCropQuery = z.infer<typeof AvatarCropQuery>;

/** The free-trial and reward windows of the signed-in user (ends are ms since the epoch; null: none running). */
export const MePerks = z.object({
  trialEndsAt: z.number().nullable(),
  ratedAt: z.number().nullable(),
  ratingRewardEndsAt: z.number().nullable(),
  sharedAt: z.number().nullable(),
  shareRewardEndsAt: z.number().nullable(),
  /** the reward windows' lengths from the settings, for the offer's text (0: no reward) */
  ratingRewardDays: z.number(),
  shareRewardDays: z.number(),
});
export type MePerks = z.infer<typeof MePerks>;

const DAY_MS = 86_400_000;

/** The end of a window that starts at `from` and lasts `days`, or null when it has ended or never started. */
export function windowEnd(from: number | null, days: number, now: number): number | null {
  if (from === null || days <= 0) return null;
  const end = from + days * DAY_MS;
  return end > now ? end : null;
}

/** Whole days left until `end`, counting a part day as one (a trial ending in 3 hours has 1 day left). */
export function daysLeft(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/** The spec's free-trial countdown: for an account over 30 days old, in the trial's last 24 hours. */
export const TRIAL_COUNTDOWN_ACCOUNT_AGE_MS = 30 * DAY_MS;
export const TRIAL_COUNTDOWN_WINDOW_MS = DAY_MS;

/**
 * How the profile speaks of a running free trial (docs/product-rules.md, free trial): `countdown` (hours and minutes
 * left) when the account is over 30 days old and the trial ends within 24 hours, as the spec has it; `days` (days left
 * and the date) for any other running trial; null with no trial running.
 */
export function trialNotice(createdAt: number, trialEndsAt: number | null, now: number): 'countdown' | 'days' | null {
  if (trialEndsAt === null || trialEndsAt <= now) return null;
  const isOldAccount = now - createdAt > TRIAL_COUNTDOWN_ACCOUNT_AGE_MS;
  return isOldAccount && trialEndsAt - now <= TRIAL_COUNTDOWN_WINDOW_MS ? 'countdown' : 'days';
}
