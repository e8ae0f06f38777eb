import { isPremiumActive } from '../../../common/profile';
import type { Seats } from '../../../common/schools';

export interface SeatProfile {
  premiumStudentQuantity: number;
  premiumTeacherQuantity: number;
  premiumExpiry: number | null;
  premiumPurchasedAt: number | null;
}

/** A school's seats are its premium quantities while its premium is active, and none otherwise. */
export function seatsOf(profile: SeatProfile, used: { students: number; teachers: number }, now: number): Seats {
  const premium = {
    studentQuantity: Number(profile.premiumStudentQuantity),
    teacherQuantity: Number(profile.premiumTeacherQuantity),
    expiry: profile.premiumExpiry === null ? null : Number(profile.premiumExpiry),
    purchasedAt: profile.premiumPurchasedAt === null ? null : Number(profile.premiumPurchasedAt),
  };
  const active = isPremiumActive(premium, now);
  return {
    students: used.students,
    studentSeats: active ? premium.studentQuantity : 0,
    teachers: used.teachers,
    teacherSeats: active ? premium.teacherQuantity : 0,
  };
}

/** Whether adding these many students and teachers stays within the seats (reaching the quota exactly is fine). */
export function fitsSeats(seats: Seats, add: { students?: number; teachers?: number }): boolean {
  return (
    seats.students + (add.students ?? 0) <= seats.studentSeats &&
    seats.teachers + (add.teachers ?? 0) <= seats.teacherSeats
  );
}

/** The spec's seat-limit redirect: a school above its seats (pending invitations count) with no free trial running. */
export function isOverSeats(seats: Seats, freeTrialEndsAt: number | null, now: number): boolean {
  if (freeTrialEndsAt !== null && freeTrialEndsAt > now) return false;
  return seats.students > seats.studentSeats || seats.teachers > seats.teacherSeats;
}

/** The spec's prompt interval: at most every 3 days. */
export const INVITE_PROMPT_INTERVAL_MS = 259_200_000;

/**
 * Whom to prompt to invite (spec, prompts): a school with no teacher to invite one, a teacher with no student to invite
 * students, at most every 3 days.
 */
export function invitePromptFor(
  account: { isSchool: boolean; promptedAt: number | null; teachers: number; students: number },
  now: number,
): 'teacher' | 'students' | null {
  if (account.promptedAt !== null && now - account.promptedAt < INVITE_PROMPT_INTERVAL_MS) return null;
  if (account.isSchool) return account.teachers === 0 ? 'teacher' : null;
  return account.students === 0 ? 'students' : null;
}
