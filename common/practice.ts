import { z } from 'zod';
import type { OptionKey, QuestionType } from './catalog';
import { PRACTICE_LIMITS } from './practice-rules';
import type { Language } from './profile';

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
  score: z.number().min(0, 'invalid_score').max(10, 'invalid_score'),
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

/** One question of a practice as the browser sees it. Texts are server-rendered, sanitised HTML with KaTeX markup. */
export interface PracticeQuestionView {
  /** this copy's id: a teacher edits it at /app/edit-question/:id */
  id: string;
  questionNo: number;
  chapterId: string;
  type: QuestionType;
  level: number;
  totalScore: number;
  questionHtml: string;
  /** MC only */
  options: Record<OptionKey, string> | null;
  ans: string | null;
  /** the highest seq the server holds for this answer (0 when never saved) */
  seq: number;
  savedAt: number | null;
  /** only once the practice is finished: */
  correctAns: OptionKey | null;
  solutionHtml: string | null;
  /** the answer as rendered HTML (short and long), for review and print; only once finished */
  ansHtml: string | null;
  score: number | null;
  comment: string | null;
  markedBy: 'auto' | 'self' | 'teacher' | 'ai' | null;
  /** raised by every mark: sent back with a mark, so a stale one is refused (marking together) */
  markVersion: number;
  bookmarked: boolean;
  /** when a teacher last edited this copy of the question */
  editedAt: number | null;
}

export interface PracticeView {
  id: string;
  /** whose practice it is (a teacher may be the one looking) */
  student: { id: string; displayName: string };
  subject: { id: string; title: { en: string; zh: string } };
  chapters: Array<{ id: string; chapterNo: string; title: { en: string; zh: string } }>;
  locale: Language;
  difficulty: number;
  noOfQuestions: number;
  noOfMCQuestions: number;
  noOfShortQuestions: number;
  noOfLongQuestions: number;
  /** minutes */
  timeLimit: number;
  startedAt: number;
  /** fixed by the server when the practice starts */
  deadlineAt: number;
  finishedAt: number | null;
  /** the server's clock when it answered, so the page can count down by the server's time, not the device's */
  serverNow: number;
  score: number | null;
  totalScore: number;
  /** questions awaiting a mark (short and long not yet marked) */
  pendingMarking: number;
  /** the marks those questions are worth: the score so far is out of totalScore - pendingMarks */
  pendingMarks: number;
  /** null while any answer awaits its mark */
  grade: { grade: string; color: string } | null;
  remark: string;
  assignmentId: string | null;
  /**
   * 'levels_widened' when the chosen level alone had too few questions; for an AI paper, 'ai_incomplete' when the
   * writer gave up after some questions and 'ai_failed' when it wrote none
   */
  notice: 'levels_widened' | 'ai_incomplete' | 'ai_failed' | null;
  /**
   * The questions were written by AI (they carry the disclaimer). While such a paper is open and has fewer
   * questions than noOfQuestions, the rest are still being written.
   */
  isAiWritten: boolean;
  createdAt: number;
  questions: PracticeQuestionView[];
}

/** A row of GET /api/practices */
export interface PracticeSummary {
  id: string;
  subject: { id: string; title: { en: string; zh: string } };
  chapterCount: number;
  noOfQuestions: number;
  createdAt: number;
  finishedAt: number | null;
  deadlineAt: number;
  score: number | null;
  totalScore: number;
  /** null while any answer awaits its mark */
  grade: { grade: string; color: string } | null;
  remark: string;
  assignmentId: string | null;
}

export interface BookmarkView {
  id: string;
  practiceId: string;
  questionNo: number;
  subject: { id: string; title: { en: string; zh: string } };
  chapter: { id: string; chapterNo: string; title: { en: string; zh: string } };
  /** the language of the bookmarked paper: its chapter is named in it, like its questions */
  locale: Language;
  remark: string;
  createdAt: number;
}

export const UpdateBookmarkBody = z.object({
  remark: z.string().trim().max(PRACTICE_LIMITS.remark.max, 'invalid_remark'),
});
