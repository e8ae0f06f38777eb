import { DisplayName, Email } from '../../../common/auth';
import type {
  ImportCommitResult,
  ImportedStudent,
  ImportPreview,
  ImportPreviewRow,
  ImportRowInput,
  InviteRowsBody,
} from '../../../common/class-import';
import { classNameKey } from '../../../common/classes';
import type { ErrorCode } from '../../../common/errors';
import { CLASS_NAME_MAX, CLASS_NUMBER_MAX } from '../../../common/links';
import { findProfile, findUserIdByEmail } from '../../auth/queries';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors';
import { assertFreeStudentQuota } from '../billing/service';
import { fitsSeats, getActingSchool, getSeats, listStudentsCountedBy } from '../schools/service';
import { hasLiveLink, inviteStudent } from './service';

/**
 * How the rows' accounts are chosen: a class list makes an account for every address nobody has (`sheet`); the
 * invite-student dialog does so only when its "create new accounts" switch is on, and otherwise invites existing
 * accounts only (student_not_registered_yet, or email_existed for an address taken while the switch is on).
 */
export type AccountRule = 'sheet' | { createAccount: boolean };

/** Every row checked alone, against the others, against the accounts and links, and against the seats. */
async function checkRows(
  ctx: RequestContext,
  rows: Array<ImportRowInput & { row: number }>,
  schoolId: string | null,
  accounts: AccountRule = 'sheet',
): Promise<{ rows: Array<ImportPreviewRow & { studentId: string | null }>; seats: ImportPreview['seats'] }> {
  const { db, user } = ctx;
  const seen = new Set<string>();
  const checked: Array<ImportPreviewRow & { studentId: string | null }> = [];
  for (const input of rows) {
    const email = Email.safeParse(input.email);
    const base = {
      row: input.row,
      name: input.name.trim(),
      email: email.success ? email.data : input.email.trim(),
      className: input.className.trim(),
      classNumber: input.classNumber.trim(),
    };
    const fail = (error: ErrorCode) => checked.push({ ...base, status: 'error', error, studentId: null });
    if (!email.success) {
      fail('invalid_email');
      continue;
    }
    if (seen.has(email.data)) {
      fail('import_duplicate_email');
      continue;
    }
    seen.add(email.data);
    if (base.className.length > CLASS_NAME_MAX) {
      fail('invalid_class_name');
      continue;
    }
    // A number is the student's number in a class: without a class it would be lost.
    if (base.classNumber && !base.className) {
      fail('invalid_class_name');
      continue;
    }
    if (base.classNumber.length > CLASS_NUMBER_MAX) {
      fail('invalid_class_number');
      continue;
    }
    const existing = await findUserIdByEmail(db, email.data);
    if (accounts !== 'sheet' && accounts.createAccount === (existing !== undefined)) {
      fail(existing ? 'email_existed' : 'student_not_registered_yet');
      continue;
    }
    if (!existing) {
      if (!DisplayName.safeParse(base.name).success) fail('invalid_name');
      else checked.push({ ...base, status: 'new', error: null, studentId: null });
      continue;
    }
    const profile = await findProfile(db, existing.id);
    if (!profile) {
      // A deleted account keeps its address: no new account can have it.
      fail('email_existed');
      continue;
    }
    if (profile.role !== 'student') {
      fail('not_a_student');
      continue;
    }
    if (await hasLiveLink(ctx, user.id, profile.id)) {
      fail('student_already_invited');
      continue;
    }
    checked.push({ ...base, name: profile.displayName, status: 'existing', error: null, studentId: profile.id });
  }

  const seats = schoolId ? await getSeats(ctx, schoolId) : null;
  const school = schoolId ? await findProfile(db, schoolId) : undefined;
  if (seats && schoolId && school?.isDemo !== 1) {
    // Rows beyond the free seats are marked, in sheet order; students the school already counts take none.
    const counted = await listStudentsCountedBy(
      ctx,
      schoolId,
      checked.flatMap((row) => (row.studentId ? [row.studentId] : [])),
    );
    let adding = 0;
    for (const row of checked) {
      if (row.status === 'error' || (row.studentId && counted.has(row.studentId))) continue;
      if (fitsSeats(seats, { students: adding + 1 })) adding++;
      else Object.assign(row, { status: 'error', error: 'not_enough_seat' });
    }
  }
  return { rows: checked, seats };
}

export async function previewImport(
  ctx: RequestContext,
  rows: Array<ImportRowInput & { row: number }>,
  schoolId: string | null | undefined,
  accounts: AccountRule = 'sheet',
): Promise<ImportPreview> {
  const checked = await checkRows(ctx, rows, await getActingSchool(ctx, schoolId), accounts);
  return {
    rows: checked.rows.map(({ studentId: _, ...row }) => row),
    seats: checked.seats,
    canCommit: checked.rows.every((row) => row.status !== 'error'),
  };
}

/**
 * Checks the list again (it came back from the browser), then invites every student, making the missing accounts
 * (linked at once), and puts them into the classes the list names: the inviter's class of that name (matched by
 * classNameKey, in the school the list is for) gains them, else a new class is made. A list with any bad row is
 * refused whole before anything is written.
 */
export async function commitImport(
  ctx: RequestContext,
  body: { schoolId: string | null; rows: ImportRowInput[] },
  accounts: AccountRule = 'sheet',
): Promise<ImportCommitResult> {
  const { user } = ctx;
  const schoolId = await getActingSchool(ctx, body.schoolId);
  const checked = await checkRows(ctx, numbered(body.rows), schoolId, accounts);
  const bad = checked.rows.find((row) => row.status === 'error');
  if (bad?.error) {
    throw new AppError(bad.error, bad.error === 'not_enough_seat' ? 409 : 400, {
      row: bad.row,
      ...(bad.error === 'not_enough_seat' && checked.seats
        ? { studentCount: checked.seats.students, teacherCount: checked.seats.teachers }
        : {}),
    });
  }

  // A plain teacher's own list: every row is a new link, within the free quota (a school's list takes its seats).
  if (!schoolId) await assertFreeStudentQuota(ctx, user.id, checked.rows.length);

  const students: ImportedStudent[] = [];
  const classes = new Set<string>();
  for (const row of checked.rows) {
    const invited = await inviteStudent(ctx, {
      email: row.email,
      name: row.name,
      className: row.className,
      classNumber: row.classNumber,
      createAccount: row.status === 'new',
      schoolId: user.isSchool ? null : schoolId,
    });
    students.push({
      name: invited.student.displayName,
      email: row.email,
      className: row.className,
      classNumber: row.classNumber,
      initialPassword: invited.initialPassword,
    });
    if (row.className) classes.add(classNameKey(row.className));
  }
  return { students, classes: classes.size };
}

const numbered = (rows: ImportRowInput[]) => rows.map((row, index) => ({ ...row, row: index + 1 }));

/**
 * The invite-student dialog's rows (spec: rows added and removed, each an e-mail, the class optional), checked all at
 * once, writing nothing: each row's error, numbered from 1 in the dialog's order.
 */
export function checkInvites(ctx: RequestContext, body: InviteRowsBody): Promise<ImportPreview> {
  return previewImport(ctx, numbered(body.rows), body.schoolId, { createAccount: body.createAccount });
}

/** Invites the dialog's rows as a class list is invited: all of them, or none when a row is refused (its code and row). */
export function inviteRows(ctx: RequestContext, body: InviteRowsBody): Promise<ImportCommitResult> {
  return commitImport(ctx, body, { createAccount: body.createAccount });
}
