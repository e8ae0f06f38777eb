/** Queue names; a job's payload type is named beside its handler (server/modules/ai/jobs.ts). */
export const QUEUES = {
  writeQuestions: 'ai.write-questions',
  /** { practiceId }: an AI practice's questions, one by one into the open paper */
  writePractice: 'ai.write-practice',
  /** { practiceId }: AI marks of a handed-in paper's written answers */
  markPractice: 'ai.mark-practice',
  /** { cacheKey, practiceId, questionNo }: one question's worked solution */
  writeSolution: 'ai.write-solution',
  /** { assignmentId, teacherId }: an unpublished assignment's questions */
  writeAssignment: 'ai.write-assignment',
  /** { assignmentId, teacherId, chapterId, type, level, replaceId? }: one question into an unpublished assignment */
  writeAssignmentQuestion: 'ai.write-assignment-question',
  /** { files, subject, locale }: uploaded pages read by the vision model into questions for review */
  readUpload: 'ai.read-upload',
  /** { key, mime, subject, question }: a photo of a written answer read into text */
  readAnswer: 'ai.read-answer',
  /** { key, mime }: OCR of one image for an editor */
  ocr: 'ai.ocr',
  /** { chapterId, save }: one chapter's notes (a draft for the editor, or written by automation) */
  writeNotes: 'ai.write-notes',
  /** { startedBy }: a run of notes automation, sending writeNotes jobs in batches */
  notesAutomation: 'ai.notes-automation',
  /** { questionId }: finished papers holding an earlier version of a corrected question, re-marked (papers/regrade.ts) */
  regradeQuestion: 'questions.regrade',
  /** { week }: the parents' weekly digest e-mails (server/modules/digest) */
  weeklyDigest: 'digest.weekly',
  /** { night }: the nightly Rasch calibration of every subject's questions (server/jobs/calibration.ts) */
  calibrate: 'statistics.calibrate',
} as const;

/** The work one person starts and the per-user limits count (common/ai.ts AI_LIMITS). */
export const PAPER_QUEUES = [QUEUES.writePractice, QUEUES.writeAssignment, QUEUES.readUpload] as const;
export const SOLUTION_QUEUES = [QUEUES.writeSolution] as const;
export const QUESTION_QUEUES = [QUEUES.writeAssignmentQuestion] as const;
export const ANSWER_QUEUES = [QUEUES.readAnswer, QUEUES.ocr] as const;
