import { totalPractice } from '../../../common/marking';
import type { PracticeQuestionView, PracticeView } from '../../../common/practice';
import type { NavigatorTone } from '../../components/QuestionNavigator';

export type Outcome = 'correct' | 'partial' | 'incorrect' | 'awaiting';

/** How a question went: full marks, some, none, or a written answer still waiting for its mark. */
export function questionOutcome(question: Pick<PracticeQuestionView, 'score' | 'totalScore'>): Outcome {
  if (question.score === null) return 'awaiting';
  if (question.score >= question.totalScore) return 'correct';
  return question.score > 0 ? 'partial' : 'incorrect';
}

/** The solution screen's navigator: full = green, partial = amber, zero = red, awaiting a mark = grey. */
export function scoreTone(question: Pick<PracticeQuestionView, 'score' | 'totalScore'>): NavigatorTone {
  const outcome = questionOutcome(question);
  if (outcome === 'correct') return 'full';
  if (outcome === 'partial') return 'partial';
  if (outcome === 'incorrect') return 'zero';
  return 'pending';
}

/** Time used: until the paper was handed in, never past the deadline (a timed-out paper used all its time). */
export function timeUsedMs(practice: Pick<PracticeView, 'startedAt' | 'deadlineAt' | 'finishedAt'>): number {
  const end = Math.min(practice.finishedAt ?? practice.deadlineAt, practice.deadlineAt);
  return Math.max(0, end - practice.startedAt);
}

export function percent(score: number, total: number): number {
  return total > 0 ? Math.round((score / total) * 100) : 0;
}

export interface ChapterStats {
  chapterId: string;
  questions: number;
  score: number;
  /** the marks of the chapter's marked answers: what the score and percent are out of, as on the overview */
  outOf: number;
  totalScore: number;
  /** written answers still waiting for a mark */
  awaiting: number;
  percent: number;
}

/**
 * The Chapters tab: per chapter of the paper, in the paper's chapter order, only chapters that have questions. Each
 * chapter follows the overview's rule (common/marking.ts): while written answers wait, its score and percent are out
 * of the marks already given, so the chapters add up to the overview's figures.
 */
export function chapterStats(practice: Pick<PracticeView, 'chapters' | 'questions'>): ChapterStats[] {
  const order = new Map(practice.chapters.map((chapter, index) => [chapter.id, index]));
  const byChapter = new Map<string, PracticeQuestionView[]>();
  for (const question of practice.questions) {
    byChapter.set(question.chapterId, [...(byChapter.get(question.chapterId) ?? []), question]);
  }
  return [...byChapter]
    .map(([chapterId, questions]) => {
      const totals = totalPractice(questions, []);
      const outOf = totals.totalScore - totals.pendingMarks;
      return {
        chapterId,
        questions: questions.length,
        score: totals.score,
        outOf,
        totalScore: totals.totalScore,
        awaiting: totals.pendingMarking,
        percent: percent(totals.score, outOf),
      };
    })
    .sort((a, b) => (order.get(a.chapterId) ?? 999) - (order.get(b.chapterId) ?? 999));
}

/** hh:mm:ss or m:ss for a duration. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export const RESULT_TABS = ['overview', 'questions', 'chapters'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

/** The tab from ?tab=; overview exists on a phone only, so a desktop shows the questions instead. */
export function resultTab(value: string | null, isPhone: boolean): ResultTab {
  const tab = RESULT_TABS.find((item) => item === value);
  if (!tab) return isPhone ? 'overview' : 'questions';
  return tab === 'overview' && !isPhone ? 'questions' : tab;
}

/** Self-marks step by half a mark and stay within the question's total (spec: manual score is clamped). */
export function clampSelfMark(value: number, totalScore: number): number {
  if (!Number.isFinite(value)) return 0;
  const stepped = Math.round(value * 2) / 2;
  return Math.min(Math.max(0, stepped), totalScore);
}
