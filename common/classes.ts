import { z } from 'zod';
import { CLASS_NAME_MAX, CLASS_NUMBER_MAX } from './links';

/**
 * Classes (learner part sections 2-5). A teacher or a school groups its students into named classes, each student
 * with a class number (the number lives with the membership). A class made by a teacher for a school (schoolId) is
 * seen and managed by that school too. One notion of class (issue 26): a class named in an invitation or a class list
 * is a class of the inviter (in the school the invitation is for), made if new and matched by `classNameKey`; the My
 * students filter, My classes and the assignment student selector all read these classes.
 *
 *   GET    /api/classes                 teacher or school: { classes: ClassView[] }, newest first
 *   POST   /api/classes                 ClassBody → 201 ClassView
 *   PATCH  /api/classes/:id             ClassBody (every field optional) → ClassView
 *   DELETE /api/classes/:id             → 204 (soft)
 *   POST   /api/classes/:id/join-code   a new join code (reset, or turn joining on) → ClassView
 *   DELETE /api/classes/:id/join-code   turn joining by code off → ClassView
 *   GET    /api/join/:code              anyone: JoinPreview (the class and its teacher, and whether the caller can join)
 *   POST   /api/join/:code              student: join the class → JoinResult
 *
 * Errors: invalid_class_name (empty after trimming, or over 40 characters), class_name_taken (409: the owner has a
 * live class of that name in that school), invalid_class_number, invalid_students (a student who is not one of the
 * class owner's students, pending or accepted), school_not_found (schoolId is not a school the teacher belongs to),
 * class_not_found (404: no such class, or not yours), join_code_not_found (404: no live class has the code, or its
 * joining is off), class_full (409: the class's teacher or school has no seat left for the student),
 * join_students_only (403: a teacher, parent, school or admin opened a class link), too_many_request (429).
 */

export const CLASS_STUDENTS_MAX = 300;

/**
 * What two class names are compared by: case, width (full-width '５Ａ' is '5A') and whitespace ignored, so "5A",
 * " 5a " and "5 A" name one class.
 */
export function classNameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/** Join codes: no 0/O, 1/I/L, so a code read aloud or copied from a board is typed right. */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 7;

/** A code as typed: spaces and dashes dropped, upper case. */
export function normalizeJoinCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

export const ClassStudentInput = z.object({
  studentId: z.string().min(1).max(64),
  classNumber: z.string().trim().max(CLASS_NUMBER_MAX, 'invalid_class_number').default(''),
});

export const ClassName = z.string().trim().min(1, 'invalid_class_name').max(CLASS_NAME_MAX, 'invalid_class_name');

export const CreateClassBody = z.object({
  name: ClassName,
  /** a teacher's class for one of the schools they belong to; a school's own classes leave it out */
  schoolId: z.string().min(1).max(64).nullable().default(null),
  students: z.array(ClassStudentInput).max(CLASS_STUDENTS_MAX, 'invalid_students').default([]),
});
export type CreateClassBody = z.infer<typeof CreateClassBody>;
export type CreateClassInput = z.input<typeof CreateClassBody>;

export const UpdateClassBody = z
  .object({
    name: ClassName,
    students: z.array(ClassStudentInput).max(CLASS_STUDENTS_MAX, 'invalid_students'),
  })
  .partial();
export type UpdateClassBody = z.infer<typeof UpdateClassBody>;
export type UpdateClassInput = z.input<typeof UpdateClassBody>;

export const ClassParams = z.object({ id: z.string().min(1).max(64) });

export const ClassStudentView = z.object({
  studentId: z.string(),
  displayName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  classNumber: z.string(),
});
export type ClassStudentView = z.infer<typeof ClassStudentView>;

export const ClassView = z.object({
  id: z.string(),
  name: z.string(),
  /** who made it: a teacher or a school */
  teacherId: z.string(),
  teacherName: z.string(),
  /** the school it belongs to, when made for one (a school's own classes: its own id) */
  schoolId: z.string().nullable(),
  createdAt: z.number(),
  /** ordered by class number, then name */
  students: z.array(ClassStudentView),
  /** the code a student joins with (link: /join/<code>); null when joining by code is off */
  joinCode: z.string().nullable(),
});
export type ClassView = z.infer<typeof ClassView>;
export const ClassesAnswer = z.object({ classes: z.array(ClassView) });

export const JoinParams = z.object({ code: z.string().min(1).max(32) });

/** GET /api/join/:code: what a student is about to join. */
export const JoinPreview = z.object({
  className: z.string(),
  /** the class's teacher, or the school for a school's own class */
  teacherName: z.string(),
  schoolName: z.string().nullable(),
  /** signed-in students only: already in the class */
  isMember: z.boolean(),
  /** signed out: null; otherwise whether this account may join (students only) */
  canJoin: z.boolean().nullable(),
});
export type JoinPreview = z.infer<typeof JoinPreview>;

/** POST /api/join/:code */
export const JoinResult = z.object({
  classId: z.string(),
  className: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  /** false when the student was in the class already (joining twice changes nothing) */
  joined: z.boolean(),
});
export type JoinResult = z.infer<typeof JoinResult>;
