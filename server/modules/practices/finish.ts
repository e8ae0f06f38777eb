import { toOriginalOption } from '../../../common/option-order';
import { SUBMIT_GRACE_MS } from '../../../common/practice';
import type { AppContext } from '../../context';
import type { FinishingPaper } from '../../events/hooks';
import { computeTotals, listPaperAnswers, updatePractice } from '../papers/service';
import { isPastGrace } from './policy';
import {
  addQuestionStats,
  clearMarks,
  findExpiredPracticeIds,
  lockPracticeToFinish,
  markMultipleChoiceAnswers,
  type QuestionStatDelta,
} from './queries';

/** One practice to finish: by its student's submit, or by the sweep after its deadline. */
export interface FinishRequest {
  practiceId: string;
  /** 'upload': handed in on paper, its pages uploaded by its teacher (finishHandedIn) */
  finishedBy: 'student' | 'timeout' | 'upload';
  now: number;
  /** a submit: only this user's own practice, not deleted (otherwise 'not_found') */
  userId?: string;
}

/** What finishing needs: the database and the hooks through which statistics and AI marking hear of it. */
export type FinishContext = Pick<AppContext, 'db' | 'hooks'>;

/** What finishing did: finished it now, found it finished already, or found no such practice (of this user). */
export type FinishOutcome = 'finished' | 'already_finished' | 'not_found';

/**
 * Finishes a practice once: marks MC answers, counts each MC answer in its bank question's statistics, and stores
 * the score and grade. Runs in one transaction holding the practice row, so a save either lands before (and is
 * marked) or is refused. Returns false when the practice was already finished.
 */
export async function finishPractice(
  ctx: FinishContext,
  practiceId: string,
  finishedBy: 'student' | 'timeout',
  now = Date.now(),
): Promise<boolean> {
  const [outcome] = await finishPractices(ctx, [{ practiceId, finishedBy, now }]);
  return outcome === 'finished';
}

/**
 * A paper handed in on paper: its teacher uploaded the pages (assignments/hand-in.ts), so what the paper holds on
 * screen is not the student's answer. Every answer, MC included, awaits the teacher's mark by hand; nothing counts in
 * the bank's answer statistics, and no AI marks the empty answers. A paper finished already stays as it is.
 */
export async function finishHandedIn(ctx: FinishContext, practiceId: string, now = Date.now()): Promise<FinishOutcome> {
  const [outcome] = await finishPractices(ctx, [{ practiceId, finishedBy: 'upload', now }]);
  return outcome ?? 'not_found';
}

/**
 * Finishes several practices in one transaction, so they share one commit (and its fsync): the submits of a class
 * handing in at once arrive together (routes.ts groups them, docs/writes.md). Answers, per request, what it did. If
 * one fails, the whole transaction does; the group commit then retries each alone.
 */
export async function finishPractices(ctx: FinishContext, requests: FinishRequest[]): Promise<FinishOutcome[]> {
  const { db, hooks } = ctx;
  const finished = await db.transaction().execute(async (trx) => {
    const results: FinishOutcome[] = [];
    const stats = new Map<string, QuestionStatDelta>();
    const papers: FinishingPaper[] = [];
    for (const request of requests)
      results.push(await finishInTransaction({ ...ctx, db: trx }, request, stats, papers));
    // The rows every paper of an assignment shares are taken last, for the whole batch at once: the subject's daily
    // sums (statistics, listening), then the bank's answer counts in id order. Held briefly and never in a cycle
    // (before, two submits could deadlock on PostgreSQL).
    if (papers.length > 0) await hooks.emit('papersFinishing', { db: trx, papers });
    await addQuestionStats(trx, [...stats.values()]);
    return results;
  });
  // After the commit: with AI configured, written answers go to AI marking (a job); without it, or if a listener
  // fails, they await a person's marking as before, so finishing never fails for it (notify logs and goes on).
  for (const [index, request] of requests.entries())
    if (finished[index] === 'finished')
      await hooks.notify('paperFinished', { db, practiceId: request.practiceId, now: request.now });
  return finished;
}

/** Finishes one practice; its MC answers' counts for the bank questions are added to `stats`, the paper to `papers`. */
async function finishInTransaction(
  ctx: FinishContext,
  request: FinishRequest,
  stats: Map<string, QuestionStatDelta>,
  papers: FinishingPaper[],
): Promise<FinishOutcome> {
  const { db: trx } = ctx;
  const { practiceId, now } = request;
  const practice = await lockPracticeToFinish(trx, practiceId, request.userId);
  if (!practice) return 'not_found';
  if (practice.finishedAt !== null) return 'already_finished';
  const isHandedIn = request.finishedBy === 'upload';
  // A submit that comes after the deadline and its grace finds the paper over: it ends as the sweep would end it.
  const finishedBy = !isHandedIn && isPastGrace(practice, now, SUBMIT_GRACE_MS) ? 'timeout' : request.finishedBy;
  // The MC marks in one statement: a class handing in at once queues on these transactions (bench/assignments.ts).
  // A paper handed in on paper is marked by its teacher, every answer of it.
  if (isHandedIn) await clearMarks(trx, practiceId);
  else await markMultipleChoiceAnswers(trx, practiceId);
  const answers = await listPaperAnswers(trx, practiceId);
  for (const q of answers) {
    if (isHandedIn || q.type !== 'mc' || !q.questionId) continue;
    const delta = stats.get(q.questionId) ?? {
      questionId: q.questionId,
      statA: 0,
      statB: 0,
      statC: 0,
      statD: 0,
      statBlank: 0,
    };
    // A shuffled copy's answer counts under the bank question's own letter.
    delta[statColumn(toOriginalOption(q.ans, q.optionOrder))] += 1;
    stats.set(q.questionId, delta);
  }
  const totals = await computeTotals(ctx, practice.subjectId, answers);
  await updatePractice(trx, practiceId, { finishedAt: now, finishedBy, updatedAt: now, ...totals });
  papers.push({ practice, finishedAt: now, answers });
  return 'finished';
}

function statColumn(ans: string | null) {
  switch (ans) {
    case 'a':
      return 'statA' as const;
    case 'b':
      return 'statB' as const;
    case 'c':
      return 'statC' as const;
    case 'd':
      return 'statD' as const;
    default:
      return 'statBlank' as const;
  }
}

/**
 * Finishes every practice whose deadline and grace have passed: a tab that was closed mid-paper still gets its
 * paper submitted, with every answer saved before the deadline. Safe to run on several servers at once.
 */
export async function finishExpiredPractices(ctx: FinishContext, now = Date.now()): Promise<number> {
  let finished = 0;
  for (;;) {
    const batch = await findExpiredPracticeIds(ctx.db, now - SUBMIT_GRACE_MS, 100);
    if (batch.length === 0) return finished;
    for (const { id } of batch) if (await finishPractice(ctx, id, 'timeout', now)) finished++;
    if (batch.length < 100) return finished;
  }
}
