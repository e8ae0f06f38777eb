import { z } from 'zod';
import { DisplayName, Email } from './auth';
import { Localized } from './localized';

/**
 * Admin accounts (super-admin only) under /api/admin/admins. A new admin gets a random initial password, shown once
 * to the super-admin who made the account and never stored in clear; its owner must change it at first sign-in.
 */

export const CreateAdminBody = z.object({
  email: Email,
  displayName: DisplayName,
  isSuperAdmin: z.boolean().default(false),
});
export type CreateAdminBody = z.infer<typeof CreateAdminBody>;

/** A super-admin cannot remove their own super-admin status (admin_demote_self). */
export const UpdateAdminBody = z.object({
  displayName: DisplayName.optional(),
  isSuperAdmin: z.boolean().optional(),
});
export type UpdateAdminBody = z.infer<typeof UpdateAdminBody>;

/** GET /api/admin/admins → { admins: AdminView[] }, newest first. */
export const AdminView = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  isSuperAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.number(),
  lastSeenAt: z.number().nullable(),
});
export type AdminView = z.infer<typeof AdminView>;
export const AdminsAnswer = z.object({ admins: z.array(AdminView) });

/** POST /api/admin/admins → 201 */
export const CreatedAdmin = z.object({
  admin: AdminView,
  /** shown once; the account must change it at first sign-in */
  initialPassword: z.string(),
});
export type CreatedAdmin = z.infer<typeof CreatedAdmin>;

/**
 * GET /api/admin/reports → { items, count }: the 20 latest open reports (undeleted, not yet resolved) and how many
 * there are in all.
 */
export const ReportView = z.object({
  id: z.string(),
  questionId: z.string().nullable(),
  subject: z.object({ id: z.string(), title: Localized.nullable() }),
  chapter: z.object({ id: z.string(), chapterNo: z.string().nullable(), title: Localized.nullable() }),
  message: z.string(),
  locale: z.string(),
  practiceId: z.string().nullable(),
  questionNo: z.number().nullable(),
  user: z.object({ id: z.string(), displayName: z.string(), email: z.string() }),
  createdAt: z.number(),
});
export type ReportView = z.infer<typeof ReportView>;

export const REPORTS_SHOWN = 20;

export const ReportList = z.object({ items: z.array(ReportView), count: z.number() });
export type ReportList = z.infer<typeof ReportList>;

/**
 * POST /api/admin/reports/:id/resolve: an admin answers a report (issue 29.4). `regraded`: the question was corrected
 * and the papers holding it regraded (PATCH /api/admin/questions/:id with `regrade: true`); `no_change`: the question
 * stands. The reply is shown to the reporter on their paper. Deleting (DELETE) stays for spam.
 */
export const reportResolutions = ['regraded', 'no_change'] as const;
export const ResolveReportBody = z.object({
  resolution: z.enum(reportResolutions, { error: 'invalid_request' }),
  reply: z.string().trim().min(1, 'invalid_message').max(2000, 'invalid_message'),
});
export type ResolveReportBody = z.infer<typeof ResolveReportBody>;

/** GET /api/practices/:practiceId/reports: the reporter's own reports on their paper and how each was answered. */
export const OwnReportView = z.object({
  id: z.string(),
  questionNo: z.number().nullable(),
  message: z.string(),
  status: z.enum(['open', ...reportResolutions]),
  reply: z.string().nullable(),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
});
export type OwnReportView = z.infer<typeof OwnReportView>;
export const OwnReportList = z.object({ items: z.array(OwnReportView) });
export type OwnReportList = z.infer<typeof OwnReportList>;
