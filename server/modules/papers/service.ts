// The paper core: what practices, assignments, the wrong-question notebook (statistics) and AI build their papers
// with. A paper is a `practices` row and its `practice_questions`, whoever set it; this area owns those rows and the
// rules every paper shares, and imports none of its users (server/modules/boundaries.test.ts).

// The AI-written paper: opened empty, written a question at a time, closed; AI marks applied.
export {
  addWrittenQuestion,
  applyAiMark,
  closeWrittenPaper,
  findQuestionForSolution,
  findWrittenPaper,
  listAnswersToMark,
  openWrittenPractice,
  type WrittenType,
} from './ai-paper';
// Papers built for other areas: the notebook's review, an assignment's copy for one student.
export { type AssignmentPaper, createPracticeOfQuestions, insertAssignmentPractice } from './build';
// Drawing bank questions and copying them into a paper.
export { type DrawRequest, type DrawResult, drawQuestions } from './draw';
// Whether a paper may be made: its chapters, and the free account's limits.
export { checkChapters, checkFreeLimits, type FreeLimitRule, practiceFreeLimit } from './limits';
// A full-length mock of an HKDSE paper, drawn section by section to its blueprint.
export { drawMockPaper, type MockPaperRequest } from './mock';
export { getMockPaper, listMockPapers, type MockBlueprint } from './mock-papers';
// A new paper's row, its counts and total from its questions.
export { type NewPaperFields, newPracticeRow, paperCounts, paperShapeOf, unanswered } from './practice-row';
// The paper rows every kind of paper reads and writes.
export {
  findBankQuestions,
  findPracticeById,
  findSubjectForPractice,
  insertPractice,
  isNotEmptyAiPaper,
  listChaptersByIds,
  listPaperAnswers,
  listPracticeQuestions,
  practiceColumns,
  selectMarkedAnswers,
  updatePractice,
} from './queries';
// A copy of a bank question in a paper: a teacher edits it, a repeat starts from it.
export {
  copyOptions,
  getQuestionCopy,
  getRepeatSource,
  markAfterEdit,
  type RepeatSource,
  renderCopyOptions,
  updateQuestionCopy,
} from './question-copy';
export { recordRemark, regradePaper, regradeQuestion, sendRegrade } from './regrade';
// Regrading on appeal: a corrected question re-marks the finished papers holding an older version.
export { listRegrades } from './regrade-queries';
export { drawCopies, snapshotQuestion } from './snapshot';
// Score and grade after a mark or an edit (raises paperChanged).
export { computeTotals, gradeFields, refreshTotals } from './totals';
