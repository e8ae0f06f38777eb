import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/index';
import type { AiMarkTable, AiSolutionTable } from '../../db/tables/ai';

/** AI jobs this user started since `since` on these queues (the per-user limits). */
/** A job that failed having produced nothing (no progress: no question written, nothing read) costs its creator none. */
const isCounted = sql<boolean>`("state" <> 'failed' or "progress" > 0)`;

export async function countJobsSince(db: Db, userId: string, queues: readonly string[], since: number) {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('createdBy', '=', userId)
    .where('queue', 'in', queues)
    .where('createdAt', '>=', since)
    .where(isCounted)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The oldest of those jobs: the limit frees a slot an hour after it. */
export async function findOldestJobSince(db: Db, userId: string, queues: readonly string[], since: number) {
  const row = await db
    .selectFrom('jobs')
    .select('createdAt')
    .where('createdBy', '=', userId)
    .where('queue', 'in', queues)
    .where('createdAt', '>=', since)
    .where(isCounted)
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.createdAt) : undefined;
}

export function findJob(db: Db, jobId: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'queue', 'state', 'progress', 'payload', 'createdBy', 'result', 'failureReason'])
    .where('id', '=', jobId)
    .executeTakeFirst();
}

export async function insertAiMarks(db: Db, rows: Insertable<AiMarkTable>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('aiMarks')
    .values(rows)
    .onConflict((oc) => oc.columns(['practiceId', 'questionNo']).doNothing())
    .execute();
}

export async function updateAiMark(db: Db, practiceId: string, questionNo: number, changes: Updateable<AiMarkTable>) {
  await db
    .updateTable('aiMarks')
    .set(changes)
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    .execute();
}

export async function failQueuedAiMarks(db: Db, practiceId: string, now: number) {
  await db
    .updateTable('aiMarks')
    .set({ state: 'failed', updatedAt: now })
    .where('practiceId', '=', practiceId)
    .where('state', '=', 'queued')
    .execute();
}

export function listAiMarks(db: Db, practiceId: string) {
  return db.selectFrom('aiMarks').selectAll().where('practiceId', '=', practiceId).orderBy('questionNo').execute();
}

/** A teacher marked an answer the AI marked: kept beside the AI's score (agreement). */
export async function setTeacherScore(
  db: Db,
  practiceId: string,
  questionNo: number,
  teacher: { id: string; score: number; at: number },
) {
  await db
    .updateTable('aiMarks')
    .set({ teacherScore: teacher.score, teacherId: teacher.id, teacherMarkedAt: teacher.at, updatedAt: teacher.at })
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    .where('state', '=', 'done')
    .execute();
}

export function findAiSolution(db: Db, cacheKey: string) {
  return db.selectFrom('aiSolutions').selectAll().where('cacheKey', '=', cacheKey).executeTakeFirst();
}

/** Claims the cache entry for a new job; false when another request claimed it first. */
export async function claimAiSolution(db: Db, row: Insertable<AiSolutionTable>): Promise<boolean> {
  const result = await db
    .insertInto('aiSolutions')
    .values(row)
    .onConflict((oc) => oc.column('cacheKey').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A failed entry is taken again for a new try. */
export async function retryAiSolution(db: Db, cacheKey: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('aiSolutions')
    .set({ state: 'queued', jobId: null, updatedAt: now })
    .where('cacheKey', '=', cacheKey)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateAiSolution(db: Db, cacheKey: string, changes: Updateable<AiSolutionTable>) {
  await db.updateTable('aiSolutions').set(changes).where('cacheKey', '=', cacheKey).execute();
}

const failedCount = sql<number>`sum(case when "jobs"."state" = 'failed' then 1 else 0 end)`;

/** Jobs, tokens and cost per user since `since`, the heaviest first. */
export function listUsageByUser(db: Db, since: number, limit: number) {
  return db
    .selectFrom('jobs')
    .leftJoin('profiles', 'profiles.id', 'jobs.createdBy')
    .select((eb) => [
      'jobs.createdBy as userId',
      'profiles.displayName',
      'profiles.email',
      eb.fn.countAll<number>().as('jobs'),
      failedCount.as('failed'),
      eb.fn.sum<number>('jobs.tokensIn').as('tokensIn'),
      eb.fn.sum<number>('jobs.tokensOut').as('tokensOut'),
      eb.fn.sum<number>('jobs.costMicros').as('costMicros'),
      eb.fn.max('jobs.createdAt').as('lastAt'),
    ])
    .where('jobs.createdAt', '>=', since)
    .where('jobs.queue', 'like', 'ai.%')
    .groupBy(['jobs.createdBy', 'profiles.displayName', 'profiles.email'])
    .orderBy(sql`sum("jobs"."tokensIn") + sum("jobs"."tokensOut")`, 'desc')
    .limit(limit)
    .execute();
}

export function listUsageByQueue(db: Db, since: number) {
  return db
    .selectFrom('jobs')
    .select((eb) => [
      'jobs.queue',
      eb.fn.countAll<number>().as('jobs'),
      failedCount.as('failed'),
      eb.fn.sum<number>('jobs.tokensIn').as('tokensIn'),
      eb.fn.sum<number>('jobs.tokensOut').as('tokensOut'),
      eb.fn.sum<number>('jobs.costMicros').as('costMicros'),
    ])
    .where('jobs.createdAt', '>=', since)
    .where('jobs.queue', 'like', 'ai.%')
    .groupBy('jobs.queue')
    .orderBy('jobs.queue')
    .execute();
}

/** AI marks a teacher marked again since `since`: both scores, for the agreement figures. */
export function listComparedMarks(db: Db, since: number) {
  return db
    .selectFrom('aiMarks')
    .select(['score', 'teacherScore'])
    .where('state', '=', 'done')
    .where('teacherScore', 'is not', null)
    .where('teacherMarkedAt', '>=', since)
    .execute();
}
