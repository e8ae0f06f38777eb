import { z } from 'zod';
import { DisplayName } from './auth';
import { isPremium } from './entitlements';
import { roles, selfServiceRoles } from './roles';

export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];

/** How many links (teacher-student, school-teacher) are accepted and how many wait for an answer. */
export const LinkCounts = z.object({ accepted: z.number(), pending: z.number() });

/**
 * A person as every view of an account shows them (me, a link's teacher, student or school, a school's teacher):
 * spread into the view's object where these fields stand, so its JSON and type stay as they were.
 */
export const PersonFields = { email: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() };

/** A link (teacher-student, school-teacher): accepted or pending, and when it was made. Spread like PersonFields. */
export const LinkFields = { accepted: z.boolean(), createdAt: z.number() };

export const Premium = z.object({
  studentQuantity: z.number(),
  teacherQuantity: z.number(),
  /** ms since epoch, or null for no expiry */
  expiry: z.number().nullable(),
  purchasedAt: z.number().nullable(),
  /** active: seats above 0 with no expiry or an expiry in the future */
  isActive: z.boolean(),
});
export type Premium = z.infer<typeof Premium>;

/** What the free plan allows (the premium settings' freeLimit), for forms to fit their defaults and say so. */
export const FreeLimitView = z.object({
  questionsPerPractice: z.number(),
  practicesPerDay: z.number(),
  questionsPerAssignment: z.number(),
  assignmentsPerDay: z.number(),
  studentsPerTeacher: z.number(),
});
export type FreeLimitView = z.infer<typeof FreeLimitView>;

/** GET /api/me */
export const Me = z.object({
  id: z.string(),
  ...PersonFields,
  role: z.enum(roles).nullable(),
  isSchool: z.boolean(),
  language: z.enum(languages),
  createdAt: z.number(),
  lastSeenAt: z.number().nullable(),
  badge: z.number(),
  mustChangePassword: z.boolean(),
  defaults: z.object({
    school: z.string().nullable(),
    category: z.string().nullable(),
    subject: z.string().nullable(),
    locale: z.enum(languages).nullable(),
  }),
  premium: Premium,
  /** a student's teacher links (zero for other roles): the my-teachers menu entry and its badge follow them */
  teacherLinks: LinkCounts,
  /** a plain teacher's school links (zero for other roles): the my-schools badge counts the pending ones */
  schoolLinks: LinkCounts,
  /** a school above its seats with no free trial running: the web app sends it to its profile page */
  overSeats: z.boolean(),
  /** a school with no teacher ('teacher') or a teacher with no student ('students'), at most every 3 days */
  invitePrompt: z.enum(['teacher', 'students']).nullable(),
  /** a teacher account used by a parent: "my children", landing on their work (a profile choice, not a permission) */
  isParent: z.boolean(),
  /** a parent who turned on classes and assignment creation in Profile */
  parentTeaching: z.boolean(),
  /** the free plan's limits while the account has them (premium, a trial, a reward or a demo account: null) */
  freeLimit: FreeLimitView.nullable(),
});
export type Me = z.infer<typeof Me>;

/** PATCH /api/me: every field optional; `role` switches between student, teacher and school (never admin). */
export const UpdateMeBody = z
  .object({
    displayName: DisplayName,
    language: z.enum(languages),
    role: z.enum(selfServiceRoles, { error: 'invalid_role' }),
    /** only for a teacher account: a parent's words and landing page */
    isParent: z.boolean(),
    parentTeaching: z.boolean(),
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
  /** "Parent or teacher": which one (a parent is a teacher account; the choice changes words, not permissions) */
  isParent: z.boolean().optional(),
});
export type OnboardingBody = z.infer<typeof OnboardingBody>;
