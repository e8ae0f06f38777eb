import { sql } from 'kysely';
import { ANSWER_GAP_CAP_SECONDS } from '../../../common/practice-rules';
import type { AnswerSave } from '../../context';
import { isSqlite } from '../../db/dialect';
import type { Db, WriteRunner } from '../../db/index';
import { forUpdate, shareLockClause } from '../../db/locking';
import { isNotEmptyAiPaper, practiceColumns } from '../papers/service';

/** A practice of this user; another user's practice does not exist for them. */
export function findOwnPractice(db: Db, practiceId: string, userId: string) {
  return db
    .selectFrom('practices')
    .select(practiceColumns)
    .where('practices.id', '=', practiceId)
    .where('practices.userId', '=', userId)
    .where('practices.deleted', '=', 0)
    .executeTakeFirst();
}

export type PracticeRecord = NonNullable<Awaited<ReturnType<typeof findOwnPractice>>>;

/**
 * The practice to finish, locked; with `userId`, only that user's own and not deleted (a submit), so the owner check
 * and the finishing share one transaction.
 */
export function lockPracticeToFinish(db: Db, practiceId: string, userId?: string) {
  let query = db
    .selectFrom('practices')
    .select(practiceColumns)
    .select('practices.deleted')
    .where('practices.id', '=', practiceId);
  if (userId !== undefined) query = query.where('practices.userId', '=', userId).where('practices.deleted', '=', 0);
  return forUpdate(db, query).executeTakeFirst();
}

// An answer to autosave is declared on the context, whose writers (writers.ts) take it.
export type { AnswerSave };

/**
 * Saves a batch of answers in one statement, each only if every rule holds: the practice is this user's, not
 * deleted, not finished and within its deadline plus grace; the sequence number is newer than the stored one; an MC
 * answer is a letter. Answers, per input, whether it was saved (the caller works out why not). On PostgreSQL the
 * practice rows are share-locked, so a save and the practice's finishing never interleave: an answer is either in the
 * mark or refused. Written as portable SQL (UPDATE … FROM VALUES works on SQLite 3.33+ and PostgreSQL) because the
 * query builder has no VALUES list; the columns of a VALUES list are column1, column2, … on both engines.
 *
 * Each saved edit also adds to the question's `answerSeconds` the time since the paper's previous save (of any
 * question) or, before its first, since it started, by the server's clock and at most ANSWER_GAP_CAP_SECONDS
 * (docs/product-rules.md, "Time on a question"): the working screen shows one question at a time, so that is the
 * time the student spent on this question since they last did something saved.
 */
export async function saveAnswersIfAllowed(
  db: Db,
  inputs: AnswerSave[],
  runWrite: WriteRunner = async (query) => (await db.executeQuery(query)).rows,
): Promise<boolean[]> {
  const key = (practiceId: string, questionNo: number) => `${practiceId}\u0000${questionNo}`;
  // Two edits of one question in a batch: only the newest can win, and UPDATE … FROM may apply only one of them.
  const newest = new Map<string, AnswerSave>();
  for (const input of inputs) {
    const current = newest.get(key(input.practiceId, input.questionNo));
    if (!current || current.seq < input.seq) newest.set(key(input.practiceId, input.questionNo), input);
  }
  const values = [...newest.values()].map(
    (input) =>
      sql`(cast(${input.practiceId} as text), cast(${input.questionNo} as integer), cast(${input.ans === '' ? null : input.ans} as text), cast(${input.seq} as bigint), cast(${input.now} as bigint), cast(${input.userId} as text), cast(${input.now - input.graceMs} as bigint), cast(${['', 'a', 'b', 'c', 'd'].includes(input.ans) ? 1 : 0} as integer))`,
  );
  // Seconds since the paper's last save (any question's) or its start, within 0 and the cap; integer on both engines.
  const lastActivity = sql`coalesce(
      (select max(pq."ansSavedAt") from "practiceQuestions" as pq where pq."practiceId" = v.column1),
      (select p."startedAt" from "practices" as p where p."id" = v.column1))`;
  const gap = sql`(v.column5 - ${lastActivity}) / 1000`;
  const answerGapSeconds = sql`(case when ${gap} < 0 then 0 when ${gap} > ${sql.lit(ANSWER_GAP_CAP_SECONDS)} then ${sql.lit(ANSWER_GAP_CAP_SECONDS)} else ${gap} end)`;
  const query = sql<{ practiceId: string; questionNo: number; ansSeq: number | string }>`
    update "practiceQuestions" set "ans" = v.column3, "ansSeq" = v.column4, "ansSavedAt" = v.column5,
      "answerSeconds" = coalesce("practiceQuestions"."answerSeconds", 0) + ${answerGapSeconds}
    from (values ${sql.join(values)}) as v
    where "practiceQuestions"."practiceId" = v.column1
      and "practiceQuestions"."questionNo" = v.column2
      and "practiceQuestions"."ansSeq" < v.column4
      and (v.column8 = 1 or "practiceQuestions"."type" <> 'mc')
      and exists (
        select 1 from "practices"
        where "practices"."id" = v.column1 and "practices"."userId" = v.column6 and "practices"."deleted" = 0
          and "practices"."finishedAt" is null and "practices"."deadlineAt" > v.column7${shareLockClause(db)}
      )
    returning "practiceQuestions"."practiceId", "practiceQuestions"."questionNo", "practiceQuestions"."ansSeq"`;
  const rows = await runWrite(query.compile(db));
  const saved = new Set(rows.map((row) => `${key(row.practiceId, row.questionNo)}\u0000${Number(row.ansSeq)}`));
  return inputs.map((input) => saved.has(`${key(input.practiceId, input.questionNo)}\u0000${input.seq}`));
}

/** When the paper's latest answer was saved (from any device); null before the first. */
export async function findLatestAnswerSavedAt(db: Db, practiceId: string): Promise<number | null> {
  const row = await db
    .selectFrom('practiceQuestions')
    .select((eb) => eb.fn.max('ansSavedAt').as('latest'))
    .where('practiceId', '=', practiceId)
    .executeTakeFirst();
  return row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
}

export function findPracticeQuestion(db: Db, practiceId: string, questionNo: number) {
  return db
    .selectFrom('practiceQuestions')
    .select([
      'type',
      'ansSeq',
      'ansSavedAt',
      'ans',
      'totalScore',
      'questionId',
      'chapterId',
      'correctAns',
      'markedBy',
      'score',
      'comment',
      'markVersion',
      'disputeScore',
      'regradePending',
    ])
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    .executeTakeFirst();
}

export function findExpiredPracticeIds(db: Db, before: number, limit: number) {
  return db
    .selectFrom('practices')
    .select('id')
    .where('finishedAt', 'is', null)
    .where('deadlineAt', '<', before)
    .where('deleted', '=', 0)
    .limit(limit)
    .execute();
}

/** Bank questions this student met in practices since `since`, to prefer fresh ones. */
export async function findSeenQuestionIds(db: Db, userId: string, since: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .select('practiceQuestions.questionId')
    .where('practices.userId', '=', userId)
    .where('practices.createdAt', '>=', since)
    .where('practiceQuestions.questionId', 'is not', null)
    .execute();
  return new Set(rows.flatMap((row) => (row.questionId ? [row.questionId] : [])));
}

/**
 * Marks every MC answer of a practice in one statement (right: the question's score; wrong or blank: 0), the same
 * rule as markMultipleChoice. A paper of 40 questions was 40 updates; a class handing in at once waited on them.
 */
export async function markMultipleChoiceAnswers(db: Db, practiceId: string) {
  await db
    .updateTable('practiceQuestions')
    .set((eb) => ({
      score: eb
        .case()
        .when(eb.and([eb('ans', 'is not', null), eb('ans', '=', eb.ref('correctAns'))]))
        .then(eb.ref('totalScore'))
        .else(0)
        .end(),
      markedBy: 'auto',
    }))
    .where('practiceId', '=', practiceId)
    .where('type', '=', 'mc')
    .execute();
}

/** Every answer of a paper handed in on paper awaits its teacher's mark (practices/finish.ts finishHandedIn). */
export async function clearMarks(db: Db, practiceId: string) {
  await db
    .updateTable('practiceQuestions')
    .set({ score: null, markedBy: null })
    .where('practiceId', '=', practiceId)
    .execute();
}

/** How many answers to add to each statistics column of one bank question. */
export interface QuestionStatDelta {
  questionId: string;
  statA: number;
  statB: number;
  statC: number;
  statD: number;
  statBlank: number;
}

/**
 * Adds to the answer counts of bank questions in one statement (UPDATE … FROM VALUES, portable SQL as in
 * saveAnswersIfAllowed). On PostgreSQL the rows are locked first in id order, so two transactions touching the same
 * questions wait for each other instead of deadlocking.
 */
export async function addQuestionStats(db: Db, deltas: QuestionStatDelta[]) {
  if (deltas.length === 0) return;
  const int = (n: number) => sql`cast(${n} as integer)`;
  const sorted = [...deltas].sort((a, b) => (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0));
  for (let i = 0; i < sorted.length; i += 200) {
    const ids = sorted.slice(i, i + 200).map((d) => d.questionId);
    if (!isSqlite(db))
      await db.selectFrom('questions').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
    const values = sorted
      .slice(i, i + 200)
      .map(
        (d) =>
          sql`(cast(${d.questionId} as text), ${int(d.statA)}, ${int(d.statB)}, ${int(d.statC)}, ${int(d.statD)}, ${int(d.statBlank)})`,
      );
    await sql`
      update "questions" set "statA" = "statA" + v.column2, "statB" = "statB" + v.column3,
        "statC" = "statC" + v.column4, "statD" = "statD" + v.column5, "statBlank" = "statBlank" + v.column6
      from (values ${sql.join(values)}) as v
      where "questions"."id" = v.column1`.execute(db);
  }
}

export function listHistory(db: Db, userId: string, options: { offset: number; limit: number; subjectId?: string }) {
  let query = db
    .selectFrom('practices')
    .innerJoin('subjects', 'subjects.id', 'practices.subjectId')
    .select([...practiceColumns, 'subjects.titleEn as subjectTitleEn', 'subjects.titleZh as subjectTitleZh'])
    .where('practices.userId', '=', userId)
    .where('practices.deleted', '=', 0)
    .where(isNotEmptyAiPaper);
  if (options.subjectId) query = query.where('practices.subjectId', '=', options.subjectId);
  return query
    .orderBy('practices.createdAt', 'desc')
    .orderBy('practices.id', 'desc')
    .offset(options.offset)
    .limit(options.limit)
    .execute();
}

export async function countHistory(db: Db, userId: string, subjectId?: string): Promise<number> {
  let query = db
    .selectFrom('practices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .where(isNotEmptyAiPaper);
  if (subjectId) query = query.where('subjectId', '=', subjectId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export function listBookmarkedQuestionNos(db: Db, userId: string, practiceId: string) {
  return db
    .selectFrom('bookmarks')
    .select('questionNo')
    .where('userId', '=', userId)
    .where('practiceId', '=', practiceId)
    .where('deleted', '=', 0)
    .execute();
}

// AI-written papers and AI marks (ai-paper.ts).

/** A student's dispute of an AI mark: their own mark kept beside it, the score untouched. */
export async function setDisputeScore(db: Db, practiceId: string, questionNo: number, score: number) {
  await db
    .updateTable('practiceQuestions')
    .set({ disputeScore: score })
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    .execute();
}
