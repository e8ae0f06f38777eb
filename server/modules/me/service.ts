import { hasUnlimitedAccess } from '../../../common/access';
import type { ChangePasswordBody } from '../../../common/auth';
import type { DeviceAnswer, DeviceBody } from '../../../common/device';
import type { TeacherLinkCounts } from '../../../common/links';
import { type AvatarCropQuery, type MePerks, windowEnd } from '../../../common/me';
import { isPremiumActive, type Me, type UpdateMeBody } from '../../../common/profile';
import { isAdminRole, type Role, toStoredRole } from '../../../common/roles';
import type { AnalyticsTraits } from '../../analytics/index';
import { findProfile, updateAuthUserName, updateProfile } from '../../auth/queries';
import { toSessionUser } from '../../auth/session';
import type { AppContext, DbContext, RequestContext, UserContext } from '../../context';
import type { ProfileRow, ProfileUpdate } from '../../db/tables/people';
import { AppError } from '../../errors';
import { deleteFile, fileKeyOf, fileUrl, saveFile } from '../../storage/files';
import { countTeacherLinks } from '../links/service';
import { getInvitePrompt, getSchoolLinkCounts, isSchoolOverSeats } from '../schools/service';
import { getPremiumSettings } from '../settings/service';
import { makeAvatar } from './avatar';
import { recordRewardOnce } from './queries';

export async function markSeen(ctx: DbContext, userId: string, now: number): Promise<void> {
  const { db } = ctx;
  await updateProfile(db, userId, { lastSeenAt: now });
}

/**
 * A signed-in user opens the web app (GET /api/me, or the app's page that carries the same answer): that is when they
 * are "seen" (the users page's last seen), and when the analytics user properties are set, where a sink keeps them.
 */
export async function enterApp(ctx: Pick<AppContext, 'db' | 'hooks' | 'analytics'>, userId: string): Promise<Me> {
  const { analytics } = ctx;
  await markSeen(ctx, userId, Date.now());
  const me = await getMe(ctx, userId);
  if (analytics.wantsTraits()) analytics.identify(userId, await getAnalyticsTraits(ctx, me));
  return me;
}

/** The analytics user properties (server/analytics) of a signed-in user, set on entering the app. */
export async function getAnalyticsTraits(ctx: DbContext, me: Me): Promise<AnalyticsTraits> {
  const { db } = ctx;
  const profile = await findProfile(db, me.id);
  return {
    role: me.role === 'teacher' && me.isSchool ? 'school' : me.role,
    language: me.language,
    isPremium: me.premium.isActive,
    ratedOnAppStore: profile?.ratedOnAppStoreAt != null,
    sharedOnFacebook: profile?.sharedOnFacebookAt != null,
  };
}

/**
 * What the native wrapper tells us on entering the app (docs/wrapper.md): its push token (one device per account, the
 * latest wins; /logout empties it) and the badge its icon shows, the sum of the menu counts.
 */
export async function recordDevice(ctx: DbContext, userId: string, body: DeviceBody): Promise<DeviceAnswer> {
  const { db } = ctx;
  const changes: ProfileUpdate = {};
  if (body.pushToken !== undefined) changes.pushToken = body.pushToken;
  if (body.badge !== undefined) changes.badge = body.badge;
  await updateProfile(db, userId, changes);
  const profile = await findProfile(db, userId);
  if (!profile) throw new AppError('unauthenticated', 401);
  return { hasPushToken: profile.pushToken !== null && profile.pushToken !== '', badge: profile.badge };
}

export async function getMe(ctx: DbContext, userId: string): Promise<Me> {
  const { db } = ctx;
  const profile = await findProfile(db, userId);
  if (!profile) throw new AppError('unauthenticated', 401);
  const teacherLinks = profile.role === 'student' ? await countTeacherLinks(db, userId) : { accepted: 0, pending: 0 };
  const isTeacher = profile.role === 'teacher';
  const plainTeacher = isTeacher && profile.isSchool === 0;
  const school = isTeacher && profile.isSchool === 1;
  const [settings, schoolLinks, overSeats, invitePrompt] = await Promise.all([
    getPremiumSettings(db),
    plainTeacher ? getSchoolLinkCounts(ctx, userId) : { accepted: 0, pending: 0 },
    school ? isSchoolOverSeats(ctx, userId) : false,
    isTeacher
      ? getInvitePrompt({ ...ctx, user: { id: userId, isSchool: school, invitePromptedAt: profile.invitePromptedAt } })
      : null,
  ]);
  const now = Date.now();
  // Admins are never refused by a free limit they cannot pay for; everyone else reads the limits they work within.
  const isLimited = !isAdminRole(profile.role as Role | null) && !hasUnlimitedAccess(profile, settings, now);
  return {
    ...toMe(profile, teacherLinks, now),
    schoolLinks,
    overSeats,
    invitePrompt,
    freeLimit: isLimited ? settings.freeLimit : null,
  };
}

/**
 * Updates the caller's own profile. The role may only move between student, teacher and school, and only for a
 * user who is not an admin: nobody reaches admin or super-admin through this route, and admins cannot step down
 * here either (a super-admin changes admins on the admins page).
 */
export async function updateMe(ctx: UserContext, body: UpdateMeBody): Promise<Me> {
  const { db, user } = ctx;
  const changes: ProfileUpdate = {};
  if (body.displayName !== undefined) changes.displayName = body.displayName;
  if (body.language !== undefined) changes.language = body.language;
  if (body.defaults) {
    const { school, category, subject, locale } = body.defaults;
    if (school !== undefined) changes.defaultSchool = school;
    if (category !== undefined) changes.defaultCategory = category;
    if (subject !== undefined) changes.defaultSubject = subject;
    if (locale !== undefined) changes.defaultLocale = locale;
  }
  if (body.role !== undefined) {
    if (isAdminRole(user.role)) throw new AppError('role_change_forbidden', 403);
    const stored = toStoredRole(body.role);
    changes.role = stored.role;
    changes.isSchool = stored.isSchool ? 1 : 0;
    // Parent is a choice inside "parent or teacher": a student or a school is never one.
    if (stored.role !== 'teacher' || stored.isSchool) changes.isParent = 0;
  }
  Object.assign(changes, await parentChanges(ctx, body, changes));
  if (Object.keys(changes).length > 0) {
    await db.transaction().execute(async (trx) => {
      await updateProfile(trx, user.id, changes);
      if (changes.displayName) await updateAuthUserName(trx, user.id, changes.displayName);
    });
  }
  return getMe(ctx, user.id);
}

/**
 * Checks the old password through better-auth, then sets the new one. Every other session is signed out and this one
 * is replaced: the answer's Set-Cookie values must reach the browser, or it would be signed out too.
 */
export async function changePassword(
  ctx: RequestContext,
  body: ChangePasswordBody,
  requestHeaders: Headers,
): Promise<string[]> {
  const { user } = ctx;
  let setCookies: string[];
  try {
    const { headers } = await ctx.auth.api.changePassword({
      body: { currentPassword: body.oldPassword, newPassword: body.newPassword, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    setCookies = headers.getSetCookie();
  } catch (error) {
    const code = (error as { body?: { code?: string } }).body?.code;
    if (code === 'INVALID_PASSWORD' || code === 'INVALID_EMAIL_OR_PASSWORD')
      throw new AppError('old_password_incorrect', 400);
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') throw new AppError('invalid_password', 400);
    throw error;
  }
  await updateProfile(ctx.db, user.id, { mustChangePassword: 0 });
  return setCookies;
}

/**
 * The parent choices of PATCH /api/me: only a plain teacher account (after any role change in the same body) can be a
 * parent; anyone else asking to be one is `invalid_role` (saying "not a parent" is always fine).
 */
async function parentChanges(ctx: UserContext, body: UpdateMeBody, pending: ProfileUpdate): Promise<ProfileUpdate> {
  if (!body.isParent && !body.parentTeaching) return body.isParent === false ? { isParent: 0 } : {};
  const profile = await findProfile(ctx.db, ctx.user.id);
  const role = pending.role ?? profile?.role;
  const isSchool = pending.isSchool ?? profile?.isSchool;
  if (role !== 'teacher' || isSchool === 1) throw new AppError('invalid_role', 400);
  const changes: ProfileUpdate = {};
  if (body.isParent !== undefined) changes.isParent = body.isParent ? 1 : 0;
  if (body.parentTeaching !== undefined) changes.parentTeaching = body.parentTeaching ? 1 : 0;
  return changes;
}

export function toMe(
  profile: ProfileRow,
  teacherLinks: TeacherLinkCounts,
  now: number,
): Omit<Me, 'schoolLinks' | 'overSeats' | 'invitePrompt' | 'freeLimit'> {
  const premium = {
    studentQuantity: profile.premiumStudentQuantity,
    teacherQuantity: profile.premiumTeacherQuantity,
    expiry: profile.premiumExpiry,
    purchasedAt: profile.premiumPurchasedAt,
  };
  return {
    ...toSessionUser(profile),
    avatarUrl: profile.avatarUrl,
    createdAt: profile.createdAt,
    lastSeenAt: profile.lastSeenAt,
    badge: profile.badge,
    mustChangePassword: profile.mustChangePassword === 1,
    defaults: {
      school: profile.defaultSchool,
      category: profile.defaultCategory,
      subject: profile.defaultSubject,
      locale: profile.defaultLocale === 'zh' ? 'zh' : profile.defaultLocale === 'en' ? 'en' : null,
    },
    premium: { ...premium, isActive: isPremiumActive(premium, now) },
    teacherLinks,
    isParent: profile.isParent === 1,
    parentTeaching: profile.parentTeaching === 1,
  };
}

/** The free trial and the reward windows, as the profile and the more page show them. */
export async function getPerks(ctx: DbContext, userId: string, now = Date.now()): Promise<MePerks> {
  const { db } = ctx;
  const [profile, settings] = await Promise.all([findProfile(db, userId), getPremiumSettings(db)]);
  if (!profile) throw new AppError('unauthenticated', 401);
  const ratedAt = profile.ratedOnAppStoreAt === null ? null : Number(profile.ratedOnAppStoreAt);
  const sharedAt = profile.sharedOnFacebookAt === null ? null : Number(profile.sharedOnFacebookAt);
  return {
    trialEndsAt: windowEnd(Number(profile.createdAt), settings.freeTrialDays, now),
    ratedAt,
    ratingRewardEndsAt: windowEnd(ratedAt, settings.ratingRewardDays, now),
    sharedAt,
    shareRewardEndsAt: windowEnd(sharedAt, settings.shareRewardDays, now),
    ratingRewardDays: settings.ratingRewardDays,
    shareRewardDays: settings.shareRewardDays,
  };
}

/**
 * The user says they rated the app on a store, or shared it: the first time starts its reward window (the
 * settings' ratingRewardDays / shareRewardDays); later times change nothing. We cannot see a store rating, so the
 * tap is taken at its word, as the spec's app did.
 */
export async function recordReward(ctx: UserContext, kind: 'rating' | 'share', now = Date.now()) {
  const { db, user } = ctx;
  await recordRewardOnce(db, user.id, kind === 'rating' ? 'ratedOnAppStoreAt' : 'sharedOnFacebookAt', now);
  return getPerks(ctx, user.id, now);
}

/** Replaces the avatar with the cropped picture (see makeAvatar); the old file is marked deleted. */
export async function setAvatar(
  ctx: RequestContext,
  upload: { bytes: Buffer; name: string },
  crop: AvatarCropQuery,
): Promise<Me> {
  const { user } = ctx;
  const png = await makeAvatar(upload.bytes, crop);
  const key = await saveFile(ctx.db, ctx.files, {
    bytes: png,
    name: 'avatar.png',
    contentType: 'image/png',
    extension: 'png',
    purpose: 'avatar',
    createdBy: user.id,
  });
  await replaceAvatarUrl(ctx, user.id, fileUrl(key));
  return getMe(ctx, user.id);
}

export async function removeAvatar(ctx: UserContext): Promise<Me> {
  const { user } = ctx;
  await replaceAvatarUrl(ctx, user.id, null);
  return getMe(ctx, user.id);
}

async function replaceAvatarUrl(ctx: DbContext, userId: string, url: string | null) {
  const { db } = ctx;
  const previous = (await findProfile(db, userId))?.avatarUrl ?? null;
  await updateProfile(db, userId, { avatarUrl: url });
  const previousKey = previous ? fileKeyOf(previous) : null;
  if (previousKey) await deleteFile(db, previousKey);
}
