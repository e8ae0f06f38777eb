// What other areas use of assignments: AI writes an assignment's paper (create, add questions, discard an empty
// draft), statistics and the digest read what is set. Each use case has its own file (documenso's
// server-only/<area>/<verb>.ts); routes.ts imports them directly.
export { addAssignmentQuestion } from './add-question';
export { createAssignment } from './create';
export { discardEmptyDraft } from './delete';
export { getAssignmentView, getChangeableAssignment } from './get';
export {
  listAssignedSubjects,
  listAssignmentsSetFor,
  listOwnedAssignmentsForStudent,
  type OwnedAssignmentOfStudent,
} from './list';
export { repeatSettings } from './repeat';
