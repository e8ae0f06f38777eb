import type { Insertable } from 'kysely';
import { hongKongDay } from '../../../common/statistics-days';
import type { DbContext } from '../../context';
import type { ReviewQueueTable, StatDailyTable, StatPaperTable } from '../../db/tables/statistics';
import type { FinishingPaper } from '../../events/hooks';
import { listPaperAnswers } from '../papers/service';
import { notebookQuestionOf, notebookRowAfter } from './notebook-memory';
import { findReviewRows, saveReviewRows } from './notebook-queries';
import { notebookModel } from './notebook-weights';
import {
  addToChapterDays,
  addToStatDaily,
  addToSubjectDay,
  deleteStatPaper,
  findPaperForStats,
  findStatPaper,
  saveStatPaper,
} from './queries';

interface ChapterPart {
  chapterId: string;
  attempted: number;
  marked: number;
  correct: number;
}

/** An answer as the rollups count it: the finishing hook's shape, which a paper's answer rows (papers) fill. */
type Answer = FinishingPaper['answers'][number];

/**
 * Brings the statistics up to date with one paper: called when a paper is finished (submitted or swept) and whenever
 * one of its marks or questions changes (the paperChanged hook, statistics/subscribers.ts). What the paper added
 * before is taken out of the rollups and what it adds now put in, so calling it twice changes nothing. Runs inside the caller's transaction, or
 * in its own.
 *
 * A paper adds its questions and time to its Hong Kong day; its score counts only marked questions, so a written
 * answer awaiting a mark neither helps nor hurts the average until it is marked. When `answersChanged` lists question
 * numbers (or 'all'), those answers also move the wrong-question notebook.
 */
export async function recordPaper(
  ctx: DbContext,
  practiceId: string,
  answersChanged: number[] | 'all' = 'all',
  now = Date.now(),
): Promise<void> {
  const { db } = ctx;
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => recordPaper({ ...ctx, db: trx }, practiceId, answersChanged, now));
    return;
  }
  const paper = await findPaperForStats(db, practiceId);
  if (!paper) return;
  const finished = paper.finishedAt !== null && paper.deleted === 0;
  const answers = finished ? await listPaperAnswers(db, practiceId) : [];
  const day = hongKongDay(paper.finishedAt ?? paper.startedAt);
  const next = finished ? contribution(paper, answers, day) : null;
  const before = await findStatPaper(db, practiceId);
  if (!before && !next) return;

  const changed = answersChanged === 'all' ? answers : answers.filter((a) => answersChanged.includes(a.questionNo));
  await applyContribution(ctx, paper, before?.day ?? day, before ?? null, next, finished ? changed : [], now);
}

/**
 * Moves the rollups from a paper's old contribution (`before`) to its new one (`next`, null once it adds nothing),
 * and the wrong-question notebook by the answers that changed. With `subjectDays`, the subject's daily sums are
 * gathered there for the caller to add (recordFinishedPaper) instead of at once.
 */
async function applyContribution(
  ctx: DbContext,
  paper: { id: string; userId: string; subjectId: string; finishedAt: number | null },
  day: number,
  before: StatPaperTable | null,
  next: StatPaperTable | null,
  changed: Answer[],
  now: number,
  subjectDays?: SubjectDayDeltas,
) {
  const { db } = ctx;
  await applyToDay(ctx, paper.userId, paper.subjectId, day, before, next, subjectDays);
  await applyToChapters(ctx, paper.userId, paper.subjectId, before ?? undefined, next);
  if (next) await saveStatPaper(db, next);
  else await deleteStatPaper(db, paper.id);
  if (paper.finishedAt !== null && changed.length > 0)
    await updateNotebook(ctx, paper.userId, paper.subjectId, paper.id, paper.finishedAt, changed, now);
}

/**
 * recordPaper for a paper its caller finishes in this transaction (the papersFinishing hook that practices/finish.ts
 * raises), from what finishing has already read: the practice row and its answers, MC marked. A paper being finished
 * for the first time has added nothing yet, so nothing is read back. The subject's daily sums, one row that every paper of a class shares, are
 * gathered in `subjectDays` for the caller to add once, last (addSubjectDays): a class handing in at once then holds
 * that row briefly, and each paper costs its database a few round trips fewer (bench/assignments.ts).
 */
export async function recordFinishedPaper(
  ctx: DbContext,
  paper: { id: string; userId: string; subjectId: string; startedAt: number; deadlineAt: number; deleted: number },
  finishedAt: number,
  answers: Answer[],
  subjectDays: SubjectDayDeltas,
  now = Date.now(),
): Promise<void> {
  if (paper.deleted !== 0) return;
  const day = hongKongDay(finishedAt);
  const next = contribution({ ...paper, finishedAt }, answers, day);
  await applyContribution(ctx, { ...paper, finishedAt }, day, null, next, answers, now, subjectDays);
}

function contribution(
  paper: {
    id: string;
    userId: string;
    subjectId: string;
    startedAt: number;
    deadlineAt: number;
    finishedAt: number | null;
  },
  answers: Answer[],
  day: number,
): StatPaperTable {
  const chapters = new Map<string, ChapterPart>();
  let score = 0;
  let totalScore = 0;
  let markedWritten = 0;
  for (const a of answers) {
    const part = chapters.get(a.chapterId) ?? { chapterId: a.chapterId, attempted: 0, marked: 0, correct: 0 };
    part.attempted++;
    if (a.score !== null && a.totalScore > 0) {
      score += a.score;
      totalScore += a.totalScore;
      part.marked++;
      part.correct += a.score / a.totalScore;
      if (a.type !== 'mc') markedWritten++;
    }
    chapters.set(a.chapterId, part);
  }
  // Time on the paper: from the start to the submit, never beyond the deadline (a swept paper was not being worked).
  const end = Math.min(paper.finishedAt ?? paper.startedAt, paper.deadlineAt);
  return {
    practiceId: paper.id,
    userId: paper.userId,
    subjectId: paper.subjectId,
    day,
    questions: answers.length,
    seconds: Math.max(0, Math.round((end - paper.startedAt) / 1000)),
    score,
    totalScore,
    markedWritten,
    chapters: JSON.stringify([...chapters.values()]),
  };
}

const figures = ['questions', 'seconds', 'score', 'totalScore', 'markedWritten'] as const;

/** The day's row minus the old contribution plus the new one, in one statement; the subject's sums of daily averages follow. */
async function applyToDay(
  ctx: DbContext,
  userId: string,
  subjectId: string,
  day: number,
  before: StatPaperTable | null,
  next: StatPaperTable | null,
  subjectDays?: SubjectDayDeltas,
) {
  const { db } = ctx;
  const change = (key: (typeof figures)[number]) => (next?.[key] ?? 0) - (before?.[key] ?? 0);
  const updated = await addToStatDaily(db, {
    userId,
    subjectId,
    day,
    papers: (next ? 1 : 0) - (before ? 1 : 0),
    questions: change('questions'),
    seconds: change('seconds'),
    score: change('score'),
    totalScore: change('totalScore'),
    markedWritten: change('markedWritten'),
  });
  // The row as it was just before this paper's change (all zeros, no average, where there was none).
  const old = { ...updated };
  for (const key of figures) old[key] -= change(key);

  const average = (r: StatDailyTable | undefined) => (r && r.totalScore > 1e-9 ? r.score / r.totalScore : null);
  const was = average(old);
  const is = average(updated);
  if (was === is) return;
  const delta = {
    students: (is === null ? 0 : 1) - (was === null ? 0 : 1),
    sum: (is ?? 0) - (was ?? 0),
    sumOfSquares: (is ?? 0) ** 2 - (was ?? 0) ** 2,
  };
  if (!subjectDays) {
    await addToSubjectDay(db, subjectId, day, delta);
    return;
  }
  const key = `${subjectId}\u0000${day}`;
  const gathered = subjectDays.get(key) ?? { subjectId, day, students: 0, sum: 0, sumOfSquares: 0 };
  gathered.students += delta.students;
  gathered.sum += delta.sum;
  gathered.sumOfSquares += delta.sumOfSquares;
  subjectDays.set(key, gathered);
}

/** The subjects' daily sums a batch of papers moves, gathered by recordFinishedPaper and added by addSubjectDays. */
export type SubjectDayDeltas = Map<
  string,
  { subjectId: string; day: number; students: number; sum: number; sumOfSquares: number }
>;

/** Adds what a batch gathered to the subjects' daily sums, one row at a time in key order (no lock cycles). */
export async function addSubjectDays(ctx: DbContext, subjectDays: SubjectDayDeltas): Promise<void> {
  const { db } = ctx;
  for (const key of [...subjectDays.keys()].sort()) {
    const { subjectId, day, ...delta } = subjectDays.get(key)!;
    await addToSubjectDay(db, subjectId, day, delta);
  }
}

async function applyToChapters(
  ctx: DbContext,
  userId: string,
  subjectId: string,
  before: StatPaperTable | undefined,
  next: StatPaperTable | null,
) {
  const { db } = ctx;
  const deltas = new Map<string, ChapterPart & { day: number }>();
  const add = (paper: StatPaperTable, sign: number) => {
    for (const part of JSON.parse(paper.chapters) as ChapterPart[]) {
      const key = `${paper.day}:${part.chapterId}`;
      const delta = deltas.get(key) ?? {
        chapterId: part.chapterId,
        day: paper.day,
        attempted: 0,
        marked: 0,
        correct: 0,
      };
      delta.attempted += sign * part.attempted;
      delta.marked += sign * part.marked;
      delta.correct += sign * part.correct;
      deltas.set(key, delta);
    }
  };
  if (before) add(before, -1);
  if (next) add(next, 1);
  await addToChapterDays(
    db,
    [...deltas.values()]
      .filter((d) => d.attempted !== 0 || d.marked !== 0 || Math.abs(d.correct) >= 1e-12)
      .map((d) => ({ userId, subjectId, ...d })),
  );
}

/**
 * Moves the wrong-question notebook by a paper's marked answers (notebook-memory.ts notebookRowAfter): a question
 * answered wrong enters it; one in it, met again on any paper (a review, a practice, an assignment), has its FSRS
 * memory moved by the answer. Unmarked answers wait for their mark. The same bank question twice on one paper: the
 * later answer's row stands, as when each was saved in turn.
 */
async function updateNotebook(
  ctx: DbContext,
  userId: string,
  subjectId: string,
  practiceId: string,
  answeredAt: number,
  answers: Answer[],
  now: number,
) {
  const { db } = ctx;
  const marked = answers.filter((a) => notebookQuestionOf(a) !== null && a.score !== null);
  if (marked.length === 0) return;
  const rows = new Map(
    (await findReviewRows(db, userId, [...new Set(marked.map((a) => notebookQuestionOf(a)!))])).map((row) => [
      row.questionId,
      row,
    ]),
  );
  const model = await notebookModel(ctx);
  const changes = new Map<string, Insertable<ReviewQueueTable>>();
  for (const a of marked) {
    const key = notebookQuestionOf(a)!;
    const next = notebookRowAfter(rows.get(key), a, { userId, subjectId, practiceId, answeredAt }, now, model);
    if (next) changes.set(key, next);
  }
  await saveReviewRows(db, [...changes.values()]);
}
