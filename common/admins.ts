import { z } from 'zod';
import { DisplayName, Email } from './auth';

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
export interface AdminView {
  id: string;
  email: string;
  displayName: string;
  isSuperAdmin: boolean;
  mustChangePassword: boolean;
  createdAt: number;
  lastSeenAt: number | null;
}

/** POST /api/admin/admins → 201 */
export interface CreatedAdmin {
  admin: AdminView;
  /** shown once; the account must change it at first sign-in */
  initialPassword: string;
}

/** GET /api/admin/reports → { items, count }: the 20 latest undeleted reports and how many there are in all. */
export interface ReportView {
  id: string;
  questionId: string | null;
  subject: { id: string; title: { en: string; zh: string } | null };
  chapter: { id: string; chapterNo: string | null; title: { en: string; zh: string } | null };
  message: string;
  locale: string;
  practiceId: string | null;
  questionNo: number | null;
  user: { id: string; displayName: string; email: string };
  createdAt: number;
}

export const REPORTS_SHOWN = 20;

export interface ReportList {
  items: ReportView[];
  count: number;
}
