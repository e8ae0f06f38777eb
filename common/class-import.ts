import { z } from 'zod';
import { errorCodes } from './errors';
import { Seats } from './schools';

/**
 * Inviting a whole class at once (learner part section 5, invite student with upload). The teacher uploads a sheet
 * (.xlsx or .csv) with the columns name, e-mail, class name, class number; the preview checks every row and writes
 * nothing; the commit sends the checked rows back, makes the missing student accounts (each with a one-time initial
 * password, answered once), links every student and puts them into the classes the sheet names.
 *
 *   POST /api/students/import          multipart file (+ ?schoolId=) → ImportPreview
 *   POST /api/students/import/commit   ImportCommitBody → 201 ImportCommitResult
 *
 * Row errors: invalid_email, invalid_name (a new account needs a name), invalid_class_name, invalid_class_number,
 * import_duplicate_email, not_a_student, student_already_invited, not_enough_seat (beyond the school's seats). The
 * commit refuses the whole list (nothing written) when any row has an error: the code of the first, with its row.
 */

export const IMPORT_STUDENTS_MAX = 300;

export const ImportQuery = z.object({ schoolId: z.string().min(1).max(64).optional() });

export const ImportRowInput = z.object({
  name: z.string().max(200).default(''),
  email: z.string().max(400),
  className: z.string().max(200).default(''),
  classNumber: z.string().max(200).default(''),
});
export type ImportRowInput = z.infer<typeof ImportRowInput>;

export const ImportCommitBody = z.object({
  schoolId: z.string().min(1).max(64).nullable().default(null),
  rows: z.array(ImportRowInput).min(1, 'file_required').max(IMPORT_STUDENTS_MAX, 'import_too_many_rows'),
});
export type ImportCommitBody = z.input<typeof ImportCommitBody>;

/** The invite-student dialog's rows at most (a longer list is a class list to upload). */
export const INVITE_ROWS_MAX = 20;

/**
 * The invite-student dialog (spec: "invite student", rows added and removed): every row an e-mail, the class and
 * number optional, a name for a new account. Invited all together, or none.
 *
 *   POST /api/students/invite/check   InviteRowsBody → ImportPreview (each row's error; writes nothing)
 *   POST /api/students/invite         InviteRowsBody → 201 ImportCommitResult; a bad row refuses them all
 *
 * Besides the list's row errors: student_not_registered_yet (createAccount off, no account) and email_existed
 * (createAccount on, the address taken).
 */
export const InviteRowsBody = z.object({
  schoolId: z.string().min(1).max(64).nullable().default(null),
  createAccount: z.boolean().default(false),
  rows: z.array(ImportRowInput).min(1, 'invalid_request').max(INVITE_ROWS_MAX, 'import_too_many_rows'),
});
export type InviteRowsBody = z.infer<typeof InviteRowsBody>;
export type InviteRowsInput = z.input<typeof InviteRowsBody>;

export const ImportPreviewRow = z.object({
  /** the row's number in the sheet (1-based, header included) */
  row: z.number(),
  name: z.string(),
  email: z.string(),
  className: z.string(),
  classNumber: z.string(),
  /** new: an account will be made; existing: a student account is invited */
  status: z.enum(['new', 'existing', 'error']),
  error: z.enum(errorCodes).nullable(),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRow>;

export const ImportPreview = z.object({
  rows: z.array(ImportPreviewRow),
  /** the school whose seats the list takes, or null */
  seats: Seats.nullable(),
  canCommit: z.boolean(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportedStudent = z.object({
  name: z.string(),
  email: z.string(),
  className: z.string(),
  classNumber: z.string(),
  /** only for accounts made now: shown once, never stored in clear */
  initialPassword: z.string().nullable(),
});
export type ImportedStudent = z.infer<typeof ImportedStudent>;

export const ImportCommitResult = z.object({
  students: z.array(ImportedStudent),
  /** how many classes were made or filled */
  classes: z.number(),
});
export type ImportCommitResult = z.infer<typeof ImportCommitResult>;
