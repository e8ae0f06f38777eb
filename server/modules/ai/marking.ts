import type { AppContext, DbContext } from '../../context';
import { QUEUES } from '../../jobs/queue-names';
import { listAnswersToMark } from '../papers/service';
import type { MarkPracticePayload } from './mark-job';
import { insertAiMarks, setTeacherScore } from './queries';

/**
 * Called when a practice is finished (the paperFinished hook, after the finishing transaction commits): when AI is
 * configured, its unmarked short and long answers are queued for AI marking, one row each ("awaiting marks" on the
 * result screen) and one job for the paper. Without AI it does nothing: the answers wait for a teacher or the student's own marking.
 */
export async function requestAiMarking(
  ctx: Pick<AppContext, 'db' | 'hooks' | 'queue' | 'config'>,
  practiceId: string,
  now = Date.now(),
): Promise<void> {
  const { db, queue } = ctx;
  if (!ctx.config.ai) return;
  const toMark = await listAnswersToMark(ctx, practiceId);
  if (!toMark || toMark.answers.length === 0) return;
  // The rows that say "marking" and the job that marks them are written together, or neither is: a send that fails
  // leaves the answers awaiting a person, as without AI.
  await db.transaction().execute(async (trx) => {
    const jobId = await queue.send<MarkPracticePayload>(
      QUEUES.markPractice,
      { practiceId },
      { createdBy: toMark.userId, trx },
    );
    await insertAiMarks(
      trx,
      toMark.answers.map((a) => ({
        practiceId,
        questionNo: a.questionNo,
        jobId,
        state: 'queued' as const,
        score: null,
        totalScore: a.totalScore,
        points: null,
        feedback: null,
        promptId: null,
        model: null,
        teacherScore: null,
        teacherId: null,
        teacherMarkedAt: null,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
}

/**
 * A teacher marked an answer (the answerMarked hook): when the AI marked it before, the teacher's score is
 * kept beside the AI's, for the agreement super-admins read (NOTES.md "AI marking result").
 */
export async function recordTeacherMark(
  ctx: DbContext,
  practiceId: string,
  questionNo: number,
  teacherId: string,
  score: number,
  now = Date.now(),
): Promise<void> {
  const { db } = ctx;
  await setTeacherScore(db, practiceId, questionNo, { id: teacherId, score, at: now });
}
