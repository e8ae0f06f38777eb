/** Who may do what with an assignment: pure yes/no rules (learner part section 6; issue 11). */

export interface AssignmentOwnership {
  teacherId: string;
  schoolId: string | null;
}

export interface Viewer {
  id: string;
  role: string | null;
  isSchool: boolean;
}

/** Its teacher, or its school (a teacher account flagged isSchool), may read, change and mark it. */
export function isAssignmentOwner(assignment: AssignmentOwnership, user: Viewer): boolean {
  if (user.role !== 'teacher') return false;
  return assignment.teacherId === user.id || (user.isSchool && assignment.schoolId === user.id);
}

/** A student sees an assignment only once it is published, and only when it is set for them. */
export function canStudentSee(assignment: { published: number }, user: Viewer, assigned: boolean): boolean {
  return user.role === 'student' && assignment.published === 1 && assigned;
}

/** The paper (its questions and time limit) stays as it is once published: a student may already be working on it. */
export function canChangePaper(assignment: { published: number }): boolean {
  return assignment.published === 0;
}
