// What other areas (bookmarks, reports) may use of practices: a practice of the user's own, one a user may read (a
// linked teacher's student's), and one of its questions. The rest of this area is split by concern (create, answers,
// finish, review, history).

export { finishHandedIn } from './finish';
export { findOwnPractice, findPracticeQuestion } from './queries';
export { getPracticeView, getReadablePractice, startPaper } from './review';
