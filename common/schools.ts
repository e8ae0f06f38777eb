import { z } from 'zod';
import { DisplayName, Email } from './auth';
import { LinkCounts, LinkFields, PersonFields } from './profile';

/**
 * Schools and their teachers (learner part sections 2-6, 8). A school (a teacher account with isSchool) invites
 * teachers by e-mail, or makes a teacher's account with a one-time initial password; the link is pending until the
 * teacher accepts it under My schools. A teacher of a school may invite students for it and make classes for it;
 * the school then sees them. A school's seats (students, teachers) are its premium quantities.
 *
 *   GET    /api/school/teachers              school: SchoolTeachers (teachers pending and accepted, seats)
 *   POST   /api/school/teachers              school: InviteTeacherBody → 201 InvitedTeacher
 *   DELETE /api/school/teachers/:teacherId   school: withdraw an invitation or remove a teacher → 204
 *   GET    /api/schools                      teacher: { schools: SchoolLinkView[] }, pending first, then newest
 *   POST   /api/schools/:schoolId/accept     teacher: → SchoolLinkView
 *   DELETE /api/schools/:schoolId            teacher: reject an invitation or leave a school → 204
 *
 * Errors: teacher_not_registered_yet (404), email_existed (409), teacher_already_invited (409), not_a_teacher (409:
 * a student, admin or school address, or the school's own), not_enough_seat (409, params studentCount and
 * teacherCount), school_not_found (404: no such link, or not yours).
 */

export const InviteTeacherBody = z
  .object({
    email: Email,
    /** the new account's name; required with createAccount */
    name: z.string().trim().max(80, 'invalid_name').default(''),
    createAccount: z.boolean().default(false),
  })
  .refine((body) => !body.createAccount || DisplayName.safeParse(body.name).success, {
    path: ['name'],
    message: 'invalid_name',
  });
export type InviteTeacherBody = z.infer<typeof InviteTeacherBody>;
export type InviteTeacherInput = z.input<typeof InviteTeacherBody>;

export const SchoolParams = z.object({ schoolId: z.string().min(1).max(64) });

/** A school's seats and how many it uses: students and teachers, pending invitations included. */
export const Seats = z.object({
  students: z.number(),
  studentSeats: z.number(),
  teachers: z.number(),
  teacherSeats: z.number(),
});
export type Seats = z.infer<typeof Seats>;

export const SchoolTeacherView = z.object({
  teacherId: z.string(),
  ...PersonFields,
  ...LinkFields,
});
export type SchoolTeacherView = z.infer<typeof SchoolTeacherView>;

export const SchoolTeachers = z.object({ teachers: z.array(SchoolTeacherView), seats: Seats });
export type SchoolTeachers = z.infer<typeof SchoolTeachers>;

export const InvitedTeacher = z.object({
  teacher: SchoolTeacherView,
  /** only when the invitation made the account: shown once, never stored in clear */
  initialPassword: z.string().nullable(),
});
export type InvitedTeacher = z.infer<typeof InvitedTeacher>;

export const SchoolLinkView = z.object({
  schoolId: z.string(),
  ...PersonFields,
  ...LinkFields,
  /**
   * the school's plan covers the free limits now (it has unlimited access), so an assignment in its name meets none
   * of a free teacher's limits (docs/product-rules.md, "Free limits in a school's name")
   */
  coversFreeLimits: z.boolean(),
});
export type SchoolLinkView = z.infer<typeof SchoolLinkView>;
export const SchoolsAnswer = z.object({ schools: z.array(SchoolLinkView) });

/** On GET /api/me for teachers: how many schools they belong to and how many invitations wait for an answer. */
export const SchoolLinkCounts = LinkCounts;
export type SchoolLinkCounts = z.infer<typeof SchoolLinkCounts>;
