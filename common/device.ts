import { z } from 'zod';

/**
 * The native wrapper (docs/wrapper.md): on entering the app the web app reports the wrapper's push token and the
 * badge it shows (the sum of the menu counts).
 *
 *   PUT /api/me/device   DeviceBody → DeviceAnswer
 *
 * `/api/auth/sign-out` (the /logout page) empties the push token again.
 */

/** FCM tokens run to ~200 characters, APNs to 64 hex digits, Expo's to ~50: anything longer is not a token. */
export const PUSH_TOKEN_MAX_LENGTH = 512;
/** The wrapper's icon badge; the menu caps what it shows, the count itself stays exact up to this. */
export const BADGE_MAX = 9999;

export const DeviceBody = z
  .object({
    // Printable ASCII only: every push service's tokens are, and it keeps NUL and control characters out.
    pushToken: z
      .string()
      .min(1)
      .max(PUSH_TOKEN_MAX_LENGTH)
      .regex(/^[\x21-\x7e]+$/, 'invalid_request'),
    badge: z.number().int().min(0).max(BADGE_MAX),
  })
  .partial()
  .strict()
  .refine((body) => body.pushToken !== undefined || body.badge !== undefined, { message: 'invalid_request' });
export type DeviceBody = z.infer<typeof DeviceBody>;

export const DeviceAnswer = z.object({
  /** whether the profile holds a push token now */
  hasPushToken: z.boolean(),
  badge: z.number().int(),
});
export type DeviceAnswer = z.infer<typeof DeviceAnswer>;

/** The providers of social sign-in (GET /api/config lists the configured ones). */
export type SocialProvider = 'google' | 'facebook' | 'apple';

/**
 * What the web app posts to the wrapper (window.ReactNativeWebView.postMessage, as JSON text). `social_login` asks the
 * native side to sign in with the phone's own provider sign-in (providers refuse their pages inside a WebView), its
 * id_token to carry `nonce`.
 */
export type WrapperMessage =
  | { type: 'logged_in'; userId: string; role: string; language: 'en' | 'zh' }
  | { type: 'update_badge'; badge: number }
  | { type: 'social_login'; provider: SocialProvider; nonce: string };

/**
 * What the wrapper sends into the page (a `message` event, its data the JSON text): the device's push token, and the
 * outcome of a `social_login`: the provider's id_token (and access token, where the provider gives one), or an error,
 * `cancelled` when the person closed the provider's sheet.
 */
export type MessageFromWrapper =
  | { type: 'push_token'; token: string }
  | { type: 'social_token'; provider: SocialProvider; idToken: string; accessToken?: string }
  | { type: 'social_error'; provider: SocialProvider; reason?: 'cancelled' | 'failed' };
