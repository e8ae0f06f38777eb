import { randomUUID } from 'node:crypto';
import { pickText } from '../../../common/i18n';
import { markMultipleChoice } from '../../../common/marking';
import { toShownOption } from '../../../common/option-order';
import type { AppContext, DbContext } from '../../context';
import type { RegradeTable } from '../../db/tables/papers';
import { publish } from '../../events/publish';
import type { JobQueue } from '../../jobs/queue';
import { QUEUES } from '../../jobs/queue-names';
import { listLinkedTeacherIds } from '../links/service';
import { findBankQuestions } from './queries';
import {
  findPaperForRegrade,
  insertRegrades,
  listOutdatedCopies,
  listPapersHoldingOlderVersion,
  updateRegradedCopy,
} from './regrade-queries';
import { refreshTotals } from './totals';

// Regrading on appeal (issue 29.4, docs/product-rules.md "Regrading"). An admin corrects a bank question with
// `regrade: true`: its version goes up and a job re-marks every finished paper holding an earlier version. A paper
// still being written keeps the copy it started with and is re-marked when it is handed in (the paperFinished
// listener below). A copy a teacher edited is the teacher's question, never regraded.

export type RegradeContext = DbContext & Pick<AppContext, 'events'>;

export interface RegradePayload {
  questionId: string;
}

/** Sends the regrade job for a corrected question, in the caller's transaction (docs/jobs.md). */
export function sendRegrade(queue: JobQueue, questionId: string, options: { trx: DbContext['db']; createdBy: string }) {
  return queue.send<RegradePayload>(QUEUES.regradeQuestion, { questionId }, { ...options, maxAttempts: 5 });
}

/** The job: every finished paper holding an earlier version of the question, re-marked. Answers how many changed. */
export async function regradeQuestion(ctx: RegradeContext, questionId: string, now = Date.now()): Promise<number> {
  const [question] = await findBankQuestions(ctx.db, [questionId]);
  if (!question) return 0;
  let changed = 0;
  for (const practiceId of await listPapersHoldingOlderVersion(ctx.db, questionId, question.version))
    if (await regradePaper(ctx, practiceId, now)) changed++;
  return changed;
}

/**
 * Re-marks one finished paper's outdated copies under their questions' current keys, in one transaction: an MC answer
 * at once (the copy takes the corrected key, shown in its own option order, and the corrected solution); a marked
 * written answer keeps its mark and is flagged for its marker with the corrected solution. The question and options
 * stay as the student saw them. The score, grade and statistics follow (refreshTotals raises paperChanged); each
 * changed mark is recorded; the student and their teachers are told. Answers whether any mark changed.
 */
export async function regradePaper(ctx: RegradeContext, practiceId: string, now = Date.now()): Promise<boolean> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const paper = await findPaperForRegrade(trx, practiceId);
    if (!paper || paper.finishedAt === null) return null;
    const copies = await listOutdatedCopies(trx, practiceId);
    if (copies.length === 0) return null;
    const records: RegradeTable[] = [];
    for (const copy of copies) {
      const solution = pickText({ en: copy.solutionEn, zh: copy.solutionZh }, paper.locale === 'zh' ? 'zh' : 'en');
      const base = { questionVersion: copy.version, solution };
      if (copy.type === 'mc') {
        const correctAns = toShownOption(copy.bankCorrectAns, copy.optionOrder);
        const score = markMultipleChoice({ totalScore: copy.totalScore, correctAns, ans: copy.ans });
        await updateRegradedCopy(trx, practiceId, copy.questionNo, { ...base, correctAns, score, markedBy: 'auto' });
        if (score !== copy.score) records.push(record(practiceId, copy, copy.score, score, now));
      } else {
        await updateRegradedCopy(trx, practiceId, copy.questionNo, {
          ...base,
          regradePending: copy.score === null ? 0 : 1,
        });
      }
    }
    await insertRegrades(trx, records);
    await refreshTotals(
      { ...ctx, db: trx },
      practiceId,
      paper.subjectId,
      now,
      records.map((r) => r.questionNo),
    );
    return { paper, changed: records.length > 0 };
  });
  if (!result) return false;
  await tellRegraded(ctx, result.paper);
  return result.changed;
}

function record(
  practiceId: string,
  copy: { questionNo: number; questionId: string | null; questionVersion: number; version: number },
  oldScore: number | null,
  newScore: number | null,
  now: number,
): RegradeTable {
  return {
    id: randomUUID(),
    practiceId,
    questionNo: copy.questionNo,
    questionId: copy.questionId ?? '',
    fromVersion: copy.questionVersion,
    toVersion: copy.version,
    oldScore,
    newScore,
    regradedAt: now,
  };
}

/**
 * A mark given to a written answer flagged by a regrade is recorded like an MC one (the new mark against the one
 * given under the old key); any other mark is not a regrade. Called by the marking after it saved the mark.
 */
export async function recordRemark(
  ctx: DbContext,
  copy: {
    practiceId: string;
    questionNo: number;
    questionId: string | null;
    questionVersion?: number;
    regradePending: number;
    score: number | null;
  },
  newScore: number,
  now = Date.now(),
) {
  if (Number(copy.regradePending) !== 1 || copy.score === newScore || !copy.questionId) return;
  const [question] = await findBankQuestions(ctx.db, [copy.questionId]);
  const version = question?.version ?? 1;
  const remark = { ...copy, questionVersion: version, version };
  await insertRegrades(ctx.db, [record(copy.practiceId, remark, copy.score, newScore, now)]);
}

/** The student and their teachers (the paper's, and every linked one) hear that the paper was regraded. */
async function tellRegraded(ctx: RegradeContext, paper: { id: string; userId: string; teacherId: string | null }) {
  const teachers = await listLinkedTeacherIds(ctx, paper.userId);
  const to = [paper.userId, ...teachers, ...(paper.teacherId ? [paper.teacherId] : [])];
  void publish(ctx.events, to, { type: 'regraded', data: { practiceId: paper.id } });
}

/** The regrade worker of this process (server/jobs/index.ts startWorkers). */
export function registerRegradeWorker(queue: JobQueue, ctx: RegradeContext): void {
  queue.work<RegradePayload>(QUEUES.regradeQuestion, (job) => regradeQuestion(ctx, job.payload.questionId), {
    concurrency: 1,
  });
}

/**
 * A paper handed in after one of its questions was corrected is re-marked under the corrected key at once: it kept
 * the version it started with while it was being written, and a known-wrong key must not mark it.
 */
export function subscribeRegrades(context: Pick<AppContext, 'hooks' | 'events'>): void {
  context.hooks.on('paperFinished', async ({ db, practiceId, now }) => {
    await regradePaper({ db, hooks: context.hooks, events: context.events }, practiceId, now);
  });
}
