import { z } from 'zod';
import { DisplayName } from './auth';
import { isPremium } from './entitlements';
import type { TeacherLinkCounts } from './links';
import { type Role, selfServiceRoles } from './roles';
import type { SchoolLinkCounts } from './schools';

export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];

export interface Premium {
  studentQuantity: number;
  teacherQuantity: number;
  /** ms since epoch, or null for no expiry */
  expiry: number | null;
  purchasedAt: number | null;
  /** active: seats above 0 with no expiry or an expiry in the future */
  isActive: boolean;
}

/** GET /api/me */
export interface Me {
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
  role: Role | null;
  isSchool: boolean;
  language: Language;
  createdAt: number;
  lastSeenAt: number | null;
  badge: number;
  mustChangePassword: boolean;
  defaults: {
    school: string | null;
    category: string | null;
    subject: string | null;
    locale: Language | null;
  };
  premium: Premium;
  /** a student's teacher links (zero for other roles): the my-teachers menu entry and its badge follow them */
  teacherLinks: TeacherLinkCounts;
  /** a plain teacher's school links (zero for other roles): the my-schools badge counts the pending ones */
  schoolLinks: SchoolLinkCounts;
  /** a school above its seats with no free trial running: the web app sends it to its profile page */
  overSeats: boolean;
  /** a school with no teacher ('teacher') or a teacher with no student ('students'), at most every 3 days */
  invitePrompt: 'teacher' | 'students' | null;
}

/** PATCH /api/me: every field optional; `role` switches between student, teacher and school (never admin). */
export const UpdateMeBody = z
  .object({
    displayName: DisplayName,
    language: z.enum(languages),
    role: z.enum(selfServiceRoles, { error: 'invalid_role' }),
    defaults: z
      .object({
        school: z.string().max(64).nullable(),
        category: z.string().max(64).nullable(),
        subject: z.string().max(64).nullable(),
        locale: z.enum(languages).nullable(),
      })
      .partial(),
  })
  .partial()
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBody>;

export function isPremiumActive(p: Omit<Premium, 'isActive'>, now: number): boolean {
  return isPremium(
    { premiumStudentQuantity: p.studentQuantity, premiumTeacherQuantity: p.teacherQuantity, premiumExpiry: p.expiry },
    now,
  );
}

/** Onboarding (a signed-in account with no role, e.g. after a social sign-in): PATCH /api/me with both fields. */
export const OnboardingBody = z.object({
  displayName: DisplayName,
  role: z.enum(selfServiceRoles, { error: 'invalid_role' }),
});
export type OnboardingBody = z.infer<typeof OnboardingBody>;
