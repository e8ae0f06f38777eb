import { z } from 'zod';
import { NON_MC_SCORE, optionKeys, questionTypes } from './catalog';
import { OptionTexts } from './catalog-views';
import { Localized } from './localized';
import { PracticeMock } from './mock-papers';
import { PRACTICE_LIMITS } from './practice-rules';
import { languages } from './profile';

// The limits and helpers without zod live in practice-rules.ts, so the working screen can use them without carrying
// zod into its first load (bench/bundle.ts); they are re-exported here for everyone else.
export * from './practice-rules';

const count = (limits: { min: number; max: number }) =>
  z.coerce.number().int('invalid_count').min(limits.min, 'invalid_count').max(limits.max, 'invalid_count');

/** POST /api/practices */
export const CreatePracticeBody = z
  .object({
    subjectId: z.string().min(1, 'invalid_subject').max(64),
    chapterIds: z
      .array(z.string().min(1).max(64))
      .min(1, 'invalid_chapters')
      .max(PRACTICE_LIMITS.chapters.max, 'invalid_chapters'),
    locale: z.enum(['en', 'zh'], { error: 'invalid_locale' }),
    difficulty: z.coerce.number().int().min(1, 'invalid_difficulty').max(3, 'invalid_difficulty'),
    noOfMCQuestions: count(PRACTICE_LIMITS.mc).default(0),
    noOfShortQuestions: count(PRACTICE_LIMITS.short).default(0),
    noOfLongQuestions: count(PRACTICE_LIMITS.long).default(0),
    /** the spec's plain count (1-50 questions of any type), sent instead of the per-type counts */
    noOfQuestions: count(PRACTICE_LIMITS.plain).optional(),
    timeLimit: z.coerce.number().int('invalid_time_limit').min(1, 'invalid_time_limit').max(120, 'invalid_time_limit'),
  })
  .refine((body) => body.noOfQuestions !== undefined || typedCount(body) > 0, {
    path: ['noOfMCQuestions'],
    message: 'invalid_count',
  })
  .refine((body) => body.noOfQuestions === undefined || typedCount(body) === 0, {
    path: ['noOfQuestions'],
    message: 'invalid_count',
  });
export type CreatePracticeBody = z.infer<typeof CreatePracticeBody>;

function typedCount(body: { noOfMCQuestions: number; noOfShortQuestions: number; noOfLongQuestions: number }) {
  return body.noOfMCQuestions + body.noOfShortQuestions + body.noOfLongQuestions;
}

/** How many questions a practice asks for: the plain count, or the per-type counts together. */
export function requestedCount(body: CreatePracticeBody): number {
  return body.noOfQuestions ?? typedCount(body);
}

/** An answer: an option letter for MC, free text for short and long ('' clears it). */
export const SaveAnswerBody = z.object({
  ans: z.string().max(PRACTICE_LIMITS.answer.max, 'answer_too_long'),
  /** per question, increasing with every edit in the browser; a save with a lower or equal seq changes nothing */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type SaveAnswerBody = z.infer<typeof SaveAnswerBody>;

export const PracticeParams = z.object({ practiceId: z.string().min(1).max(64) });
export const QuestionParams = z.object({
  practiceId: z.string().min(1).max(64),
  questionNo: z.coerce.number().int().min(1).max(200),
});

export const SetScoreBody = z.object({
  // Up to a Section B question's 13 marks; the question's own total is checked on the server (invalid_score, max).
  score: z.number().min(0, 'invalid_score').max(NON_MC_SCORE.max, 'invalid_score'),
  comment: z.string().max(2000).optional(),
  /**
   * The mark's version the marker edited (PracticeQuestionView.markVersion). When another teacher has saved a mark
   * since, the save is refused with 409 mark_changed and the current mark, instead of silently undoing theirs.
   */
  markVersion: z.number().int().min(0).optional(),
});
export type SetScoreBody = z.infer<typeof SetScoreBody>;

export const UpdatePracticeBody = z.object({
  remark: z.string().trim().max(PRACTICE_LIMITS.remark.max, 'invalid_remark'),
});
export type UpdatePracticeBody = z.infer<typeof UpdatePracticeBody>;

export const ReplaceQuestionBody = z.object({
  chapterId: z.string().min(1, 'invalid_chapters').max(64),
  type: z.enum(['mc', 'short', 'long'], { error: 'invalid_type' }),
  level: z.number().int().min(1, 'invalid_level').max(3, 'invalid_level'),
});
export type ReplaceQuestionBody = z.infer<typeof ReplaceQuestionBody>;

export const ReportBody = z.object({
  message: z.string().trim().min(1, 'invalid_message').max(PRACTICE_LIMITS.reportMessage.max, 'invalid_message'),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const HistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  subjectId: z.string().max(64).optional(),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

const Grade = z.object({ grade: z.string(), color: z.string() });
const SubjectRef = z.object({ id: z.string(), title: Localized });
const ChapterRef = z.object({ id: z.string(), chapterNo: z.string(), title: Localized });

/** One question of a practice as the browser sees it. Texts are server-rendered, sanitised HTML with KaTeX markup. */
export const PracticeQuestionView = z.object({
  /** this copy's id: a teacher edits it at /app/edit-question/:id */
  id: z.string(),
  questionNo: z.number(),
  chapterId: z.string(),
  type: z.enum(questionTypes),
  level: z.number(),
  totalScore: z.number(),
  questionHtml: z.string(),
  /** MC only */
  options: OptionTexts.nullable(),
  ans: z.string().nullable(),
  /** the highest seq the server holds for this answer (0 when never saved) */
  seq: z.number(),
  savedAt: z.number().nullable(),
  /** only once the practice is finished: */
  correctAns: z.enum(optionKeys).nullable(),
  solutionHtml: z.string().nullable(),
  /** the answer as rendered HTML (short and long), for review and print; only once finished */
  ansHtml: z.string().nullable(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
  markedBy: z.enum(['auto', 'self', 'teacher', 'ai']).nullable(),
  /**
   * The student's own mark of an answer the AI marked (a dispute): shown beside the AI's, never counted; the score
   * stays the AI's until a teacher marks it. Only once finished.
   */
  disputeScore: z.number().nullable(),
  /** raised by every mark: sent back with a mark, so a stale one is refused (marking together) */
  markVersion: z.number(),
  bookmarked: z.boolean(),
  /** when a teacher last edited this copy of the question */
  editedAt: z.number().nullable(),
  /** the bank question this is a copy of (null for one written by AI or a teacher), and the version copied */
  sourceQuestionId: z.string().nullable(),
  questionVersion: z.number(),
  /**
   * The key was corrected after this written answer was marked: its marker checks the mark again (a new mark clears
   * it). Only once finished.
   */
  regradePending: z.boolean(),
});
export type PracticeQuestionView = z.infer<typeof PracticeQuestionView>;

export const PracticeView = z.object({
  id: z.string(),
  /** whose practice it is (a teacher may be the one looking) */
  student: z.object({ id: z.string(), displayName: z.string() }),
  subject: SubjectRef,
  chapters: z.array(ChapterRef),
  locale: z.enum(languages),
  difficulty: z.number(),
  noOfQuestions: z.number(),
  noOfMCQuestions: z.number(),
  noOfShortQuestions: z.number(),
  noOfLongQuestions: z.number(),
  /** minutes */
  timeLimit: z.number(),
  startedAt: z.number(),
  /** fixed by the server when the practice starts */
  deadlineAt: z.number(),
  finishedAt: z.number().nullable(),
  /** the server's clock when it answered, so the page can count down by the server's time, not the device's */
  serverNow: z.number(),
  score: z.number().nullable(),
  totalScore: z.number(),
  /** questions awaiting a mark (short and long not yet marked) */
  pendingMarking: z.number(),
  /** the marks those questions are worth: the score so far is out of totalScore - pendingMarks */
  pendingMarks: z.number(),
  /** null while any answer awaits its mark */
  grade: Grade.nullable(),
  remark: z.string(),
  assignmentId: z.string().nullable(),
  /**
   * 'levels_widened' when the chosen level alone had too few questions; for an AI paper, 'ai_incomplete' when the
   * writer gave up after some questions and 'ai_failed' when it wrote none
   */
  notice: z.enum(['levels_widened', 'ai_incomplete', 'ai_failed']).nullable(),
  /**
   * The questions were written by AI (they carry the disclaimer). While such a paper is open and has fewer
   * questions than noOfQuestions, the rest are still being written.
   */
  isAiWritten: z.boolean(),
  /** a full-length mock of an HKDSE paper: the paper and its sections, scored by section once marked */
  mock: PracticeMock.nullable(),
  createdAt: z.number(),
  /** marks changed by a corrected key (regrading on appeal), oldest first: the result page says so */
  regrades: z.array(
    z.object({
      questionNo: z.number(),
      fromVersion: z.number(),
      toVersion: z.number(),
      oldScore: z.number().nullable(),
      newScore: z.number().nullable(),
      regradedAt: z.number(),
    }),
  ),
  questions: z.array(PracticeQuestionView),
});
export type PracticeView = z.infer<typeof PracticeView>;

/**
 * GET /api/practices/:practiceId/clock: what the working screen needs each minute to keep its countdown on the
 * server's time and to notice a paper the server finished, without the questions (a paper's rendered maths can weigh
 * hundreds of kilobytes).
 */
export const PracticeClock = z.object({
  serverNow: z.number(),
  deadlineAt: z.number(),
  finishedAt: z.number().nullable(),
  /** when the paper's latest answer was saved, from any device (null before the first) */
  answersSavedAt: z.number().nullable(),
});
export type PracticeClock = z.infer<typeof PracticeClock>;

/** A row of GET /api/practices */
export const PracticeSummary = z.object({
  id: z.string(),
  subject: SubjectRef,
  chapterCount: z.number(),
  noOfQuestions: z.number(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  deadlineAt: z.number(),
  score: z.number().nullable(),
  totalScore: z.number(),
  /** null while any answer awaits its mark */
  grade: Grade.nullable(),
  remark: z.string(),
  assignmentId: z.string().nullable(),
});
export type PracticeSummary = z.infer<typeof PracticeSummary>;

/** GET /api/practices: a page of the history */
export const PracticeHistoryPage = z.object({
  items: z.array(PracticeSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PracticeHistoryPage = z.infer<typeof PracticeHistoryPage>;

/** PUT /api/practices/:practiceId/answers/:questionNo */
export const SaveAnswerResult = z.object({
  questionNo: z.number(),
  /** the sequence number the server now holds: the one sent, or a newer one already saved */
  seq: z.number(),
  savedAt: z.number().nullable(),
});
export type SaveAnswerResult = z.infer<typeof SaveAnswerResult>;

export const BookmarkView = z.object({
  id: z.string(),
  practiceId: z.string(),
  questionNo: z.number(),
  subject: SubjectRef,
  chapter: ChapterRef,
  /** the language of the bookmarked paper: its chapter is named in it, like its questions */
  locale: z.enum(languages),
  remark: z.string(),
  createdAt: z.number(),
});
export type BookmarkView = z.infer<typeof BookmarkView>;

export const UpdateBookmarkBody = z.object({
  remark: z.string().trim().max(PRACTICE_LIMITS.remark.max, 'invalid_remark'),
});
