import { z } from 'zod';
import { CLASS_NAME_MAX, CLASS_NUMBER_MAX } from './links';

/**
 * Classes (learner part sections 2-5). A teacher or a school groups its students into named classes, each student
 * with a class number. A class made by a teacher for a school (schoolId) is seen and managed by that school too.
 * Classes feed the My students class filter and the assignment student selector.
 *
 *   GET    /api/classes        teacher or school: { classes: ClassView[] }, newest first
 *   POST   /api/classes        ClassBody → 201 ClassView
 *   PATCH  /api/classes/:id    ClassBody (every field optional) → ClassView
 *   DELETE /api/classes/:id    → 204 (soft)
 *
 * Errors: invalid_class_name (empty after trimming, or over 40 characters), invalid_class_number, invalid_students
 * (a student who is not one of the class owner's students, pending or accepted), school_not_found (schoolId is not a
 * school the teacher belongs to), class_not_found (404: no such class, or not yours).
 */

export const CLASS_STUDENTS_MAX = 300;

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
});
export type ClassView = z.infer<typeof ClassView>;
export const ClassesAnswer = z.object({ classes: z.array(ClassView) });
