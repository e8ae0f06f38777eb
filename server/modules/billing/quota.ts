import { hasUnlimitedAccess } from '../../../common/access';
import { fitsFreeStudentQuota } from '../../../common/entitlements';
import { findProfile } from '../../auth/queries';
import type { DbContext } from '../../context';
import { AppError } from '../../errors';
import { getPremiumSettings } from '../settings/service';
import { countOwnStudents } from './queries';

/**
 * Refuses with free_limit_students (403, `limit`) when a free plain teacher would link more students of their own than
 * settings.freeLimit.studentsPerTeacher; the web shows the upsell. Students invited for a school are not counted:
 * they take the school's seats (schools' assertSeats). Called by the links and class-list invitations.
 */
export async function assertFreeStudentQuota(ctx: DbContext, teacherId: string, adding: number, now = Date.now()) {
  const { db } = ctx;
  if (adding <= 0) return;
  const [profile, settings] = await Promise.all([findProfile(db, teacherId), getPremiumSettings(db)]);
  if (!profile || profile.isSchool === 1) return;
  const unlimited = hasUnlimitedAccess(profile, settings, now);
  if (unlimited) return;
  const limit = settings.freeLimit.studentsPerTeacher;
  const linked = await countOwnStudents(db, teacherId);
  if (!fitsFreeStudentQuota({ hasUnlimitedAccess: unlimited, linked, adding, limit })) {
    throw new AppError('free_limit_students', 403, { limit });
  }
}
