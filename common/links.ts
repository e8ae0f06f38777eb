import { z } from 'zod';
import { DisplayName, Email } from './auth';
import { PracticeHistoryPage } from './practice';
import { LinkCounts, LinkFields, PersonFields } from './profile';

/**
 * Teacher-student links (learner part sections 2-5, 8). A teacher (or school, or parent registered as a teacher)
 * invites a student by e-mail; the link is pending until the student accepts it, and a reject or remove marks it
 * deleted. An account the invitation makes is linked at once (accepted), as is a student joining by a class's code
 * (common/classes.ts). A class named in the invitation puts the student in that class of the inviter (made if new).
 * Inviting again after a reject or remove makes the link pending again. An accepted link lets the teacher see, mark and
 * comment on the student's practices and edit their question copies.
 *
 *   GET    /api/students                    teacher: StudentList, newest first
 *   POST   /api/students                    teacher: InviteStudentBody → 201 InvitedStudent
 *   DELETE /api/students/:studentId         teacher: remove the link → 204
 *   PATCH  /api/students/:studentId         teacher: UpdateStudentLinkBody (extra time) → StudentLinkView
 *   GET    /api/students/:studentId/practices   teacher, accepted link: StudentPracticeHistory
 *   GET    /api/teachers                    student: { teachers: TeacherLinkView[] }, pending first, then newest
 *   POST   /api/teachers/:teacherId/accept  student: → TeacherLinkView
 *   DELETE /api/teachers/:teacherId         student: reject a pending invitation or remove a teacher → 204
 *
 * Errors: student_not_registered_yet (404: no account has the address; invite again with createAccount),
 * email_existed (409: createAccount for an address that has an account), student_already_invited (409: a pending or
 * accepted link exists), not_a_student (409: the address belongs to a teacher, school or admin, or is the inviter's
 * own), link_not_found (404), school_not_found (404: schoolId is not a school the teacher has joined), not_enough_seat
 * (409: the school has no student seat left).
 *
 * A school sees its own students and the ones its teachers invited for it (with the teacher's name); removing one of
 * the latter takes the student out of the school, not away from the teacher.
 */

export const CLASS_NAME_MAX = 40;
export const CLASS_NUMBER_MAX = 10;

export const InviteStudentBody = z
  .object({
    email: Email,
    /** the new account's name; required with createAccount, ignored otherwise */
    name: z.string().trim().max(80, 'invalid_name').default(''),
    className: z.string().trim().max(CLASS_NAME_MAX, 'invalid_class_name').default(''),
    classNumber: z.string().trim().max(CLASS_NUMBER_MAX, 'invalid_class_number').default(''),
    /**
     * Make a student account for an address nobody has registered. It gets a random initial password, answered once
     * to the inviter (docs/product-rules.md), which its owner must change at first sign-in.
     */
    createAccount: z.boolean().default(false),
    /** a teacher inviting for one of the schools they belong to: the school then sees the student, and counts a seat */
    schoolId: z.string().min(1).max(64).nullable().default(null),
  })
  .refine((body) => !body.createAccount || DisplayName.safeParse(body.name).success, {
    path: ['name'],
    message: 'invalid_name',
  })
  // A class number is the student's number in a class: without the class it has nowhere to live.
  .refine((body) => !body.classNumber || body.className, { path: ['className'], message: 'invalid_class_name' });
export type InviteStudentBody = z.infer<typeof InviteStudentBody>;
export type InviteStudentInput = z.input<typeof InviteStudentBody>;

export const StudentParams = z.object({ studentId: z.string().min(1).max(64) });

/** Extra time on this teacher's assignments (issue 11, beyond the spec): 1 is none, 1.25 a quarter more, 3 at most. */
export const TIME_MULTIPLIER = { min: 1, max: 3 } as const;
export const UpdateStudentLinkBody = z.object({
  timeMultiplier: z
    .number({ error: 'invalid_request' })
    .min(TIME_MULTIPLIER.min, 'invalid_request')
    .max(TIME_MULTIPLIER.max, 'invalid_request'),
});
export type UpdateStudentLinkBody = z.infer<typeof UpdateStudentLinkBody>;
export const TeacherParams = z.object({ teacherId: z.string().min(1).max(64) });

export const AssignmentCounts = z.object({ pending: z.number(), late: z.number(), total: z.number() });
export type AssignmentCounts = z.infer<typeof AssignmentCounts>;

export const StudentLinkView = z.object({
  studentId: z.string(),
  ...PersonFields,
  /**
   * The student's classes among the caller's (issue 26: read from the classes, no longer a label on the link): their
   * names by name, joined with ", ", and the class number in the first of them that gives one. `classes` has each.
   */
  className: z.string(),
  classNumber: z.string(),
  ...LinkFields,
  /** who invited the student: the caller, or (for a school) one of its teachers */
  teacherId: z.string(),
  teacherName: z.string(),
  /** the school the student was invited for (a school's own students: the school), or null */
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  /** the student's time on this teacher's assignments (1.25: a quarter more); the server's clock applies it. Always
   *  sent; optional so that views built before it (tests, other screens) still type-check. */
  timeMultiplier: z.number().optional(),
  /**
   * A school's view (issue 12): which of its teachers linked the student for it, oldest first (the school's own
   * link is not among them). Empty for a plain teacher; optional as timeMultiplier is.
   */
  schoolTeachers: z.array(z.object({ id: z.string(), displayName: z.string() })).optional(),
  /** the student's classes among the caller's, by name, each with the student's number in it; optional as above */
  classes: z.array(z.object({ id: z.string(), name: z.string(), classNumber: z.string() })).optional(),
  /**
   * The caller's published assignments set for the student (a school's: set by it or in its name): how many are
   * pending (not submitted, still due), late (submitted after the due date, or missing once it passed) and in all.
   * The list sends it; optional as above.
   */
  assignments: AssignmentCounts.optional(),
});
export type StudentLinkView = z.infer<typeof StudentLinkView>;

/** GET /api/students */
export const StudentList = z.object({ students: z.array(StudentLinkView) });
export type StudentList = z.infer<typeof StudentList>;

export const InvitedStudent = z.object({
  student: StudentLinkView,
  /** only when the invitation made the account: shown once, never stored in clear */
  initialPassword: z.string().nullable(),
});
export type InvitedStudent = z.infer<typeof InvitedStudent>;

export const TeacherLinkView = z.object({
  teacherId: z.string(),
  ...PersonFields,
  isSchool: z.boolean(),
  ...LinkFields,
});
export type TeacherLinkView = z.infer<typeof TeacherLinkView>;
export const TeachersAnswer = z.object({ teachers: z.array(TeacherLinkView) });

/** On GET /api/me for students: how many teachers they have and how many invitations wait for an answer. */
export const TeacherLinkCounts = LinkCounts;
export type TeacherLinkCounts = z.infer<typeof TeacherLinkCounts>;

/** GET /api/students/:studentId/practices: the student's history, as GET /api/practices answers it, and whose. */
export const StudentPracticeHistory = PracticeHistoryPage.extend({
  student: z.object({ id: z.string(), displayName: z.string() }),
});
export type StudentPracticeHistory = z.infer<typeof StudentPracticeHistory>;
