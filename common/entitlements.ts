/**
 * Premium as the server decides it (spec content part section 4): every access check and every view of a user's
 * premium goes through premiumState, so the pages, the free limits and the users list can never disagree.
 */
export type PremiumState = 'none' | 'active' | 'expired';

export interface PremiumFields {
  premiumStudentQuantity: number;
  premiumTeacherQuantity: number;
  /** ms since epoch, or null for no expiry */
  premiumExpiry: number | null;
}

/**
 * none: no seats and no expiry. active: seats above 0 with no expiry, or an expiry in the future. expired: an
 * expiry that is not in the future (whatever the seats say: the seats a plan bought lapse with it).
 */
export function premiumState(p: PremiumFields, now: number): PremiumState {
  if (p.premiumExpiry !== null) return p.premiumExpiry > now ? 'active' : 'expired';
  return p.premiumStudentQuantity > 0 || p.premiumTeacherQuantity > 0 ? 'active' : 'none';
}

export function isPremium(p: PremiumFields, now: number): boolean {
  return premiumState(p, now) === 'active';
}

/**
 * The seats a school may use while it is premium: a school above either quota (with no free trial) is sent to its
 * profile page, and adding a student or teacher beyond the quota shows the upgrade dialog instead (learner part
 * section 4). A non-premium school has no seats at all.
 */
export function seatQuota(p: PremiumFields, now: number): { students: number; teachers: number } {
  if (!isPremium(p, now)) return { students: 0, teachers: 0 };
  return { students: p.premiumStudentQuantity, teachers: p.premiumTeacherQuantity };
}

/**
 * A free teacher's own students (learner part section 4: "free teachers hit the free quota the same way" as a school
 * its seats): adding is refused once the linked students would go beyond the quota; reaching it exactly is fine.
 * Teachers with unlimited access (premium, trial, rewards, demo) have no quota.
 */
export function fitsFreeStudentQuota(input: {
  hasUnlimitedAccess: boolean;
  linked: number;
  adding: number;
  limit: number;
}): boolean {
  return input.hasUnlimitedAccess || input.adding <= 0 || input.linked + input.adding <= input.limit;
}
