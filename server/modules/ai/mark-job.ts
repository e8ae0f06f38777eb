import { type AiClient, createAiClient } from '../../ai/client';
import { markWrittenAnswer } from '../../ai/marking';
import type { DbContext } from '../../context';
import type { JobContext } from '../../jobs/queue';
import { applyAiMark, listAnswersToMark } from '../papers/service';
import { accountUsage, type Deps } from './job-deps';
import { listAiMarks, updateAiMark } from './queries';

// The job that marks a handed-in paper's written answers (requested by marking.ts when a paper is finished).

export interface MarkPracticePayload {
  practiceId: string;
}

/**
 * AI marks of a handed-in paper's written answers, one row each: a blank answer scores 0 without asking the model;
 * an answer someone marked meanwhile is left to them. A retried job goes on with the rows still queued.
 */
export async function runMarkPractice(job: JobContext<MarkPracticePayload>, deps: Deps) {
  const { db, config } = deps;
  const { practiceId } = job.payload;
  const [toMark, rows] = await Promise.all([listAnswersToMark(deps, practiceId), listAiMarks(db, practiceId)]);
  const queued = rows.filter((r) => r.state === 'queued');
  if (!toMark || queued.length === 0) return { marked: 0 };
  let ai: AiClient | null = null;
  let done = 0;
  // One answer the model could not mark leaves the others to be marked; the job fails (and is retried for the
  // answers still queued) only after trying every one.
  let firstError: unknown = null;
  for (const row of queued) {
    if (job.signal.aborted) throw job.signal.reason;
    const answer = toMark.answers.find((a) => a.questionNo === row.questionNo);
    try {
      if (!answer) {
        // Marked by a person first: theirs stands, and the AI has nothing to compare.
        await updateAiMark(db, practiceId, row.questionNo, { state: 'failed', updatedAt: Date.now() });
      } else if (answer.ans.trim() === '') {
        await recordAiMark(deps, practiceId, row.questionNo, blankAnswerMark(toMark.locale));
      } else {
        ai ??= createAiClient(config.ai);
        const mark = await markWrittenAnswer(
          ai,
          {
            question: answer.question,
            solution: answer.solution,
            answer: answer.ans,
            totalScore: answer.totalScore,
            locale: toMark.locale,
          },
          { signal: job.signal, onUsage: accountUsage(job, config) },
        );
        await recordAiMark(deps, practiceId, row.questionNo, {
          score: mark.score,
          points: JSON.stringify(mark.points),
          feedback: mark.feedback,
          promptId: mark.promptId,
          model: mark.model,
          updatedAt: Date.now(),
        });
      }
      await job.progress(++done / queued.length);
    } catch (error) {
      if (job.signal.aborted) throw error;
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
  return { marked: done };
}

const NO_ANSWER = { en: 'No answer was given.', zh: '未有作答。' } as const;

/** A blank answer scores 0 with "No answer was given", without asking the model. */
function blankAnswerMark(locale: 'en' | 'zh') {
  return { score: 0, points: '[]', feedback: NO_ANSWER[locale], promptId: null, model: null, updatedAt: Date.now() };
}

/**
 * An AI mark goes onto the paper (unless someone marked the answer first) and its row says done in one transaction:
 * whoever sees the marking done sees the paper's score with it, and a crash leaves the row queued for the retry.
 */
function recordAiMark(
  ctx: DbContext,
  practiceId: string,
  questionNo: number,
  mark: {
    score: number;
    points: string;
    feedback: string;
    promptId: string | null;
    model: string | null;
    updatedAt: number;
  },
) {
  const { db } = ctx;
  return db.transaction().execute(async (trx) => {
    await applyAiMark({ ...ctx, db: trx }, practiceId, questionNo, { score: mark.score, comment: mark.feedback });
    await updateAiMark(trx, practiceId, questionNo, { state: 'done', ...mark });
  });
}
