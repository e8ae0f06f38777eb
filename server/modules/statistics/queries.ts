import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { StatChapterDailyTable, StatDailyTable, StatPaperTable } from '../../db/tables/statistics';

// ---------- what the rollups are made from ----------

/** A paper as the rollups see it: null while unfinished; a deleted one contributes nothing. */
export function findPaperForStats(db: Db, practiceId: string) {
  return db
    .selectFrom('practices')
    .select(['id', 'userId', 'subjectId', 'startedAt', 'deadlineAt', 'finishedAt', 'deleted'])
    .where('id', '=', practiceId)
    .executeTakeFirst();
}

// ---------- keeping the rollups ----------

export function findStatPaper(db: Db, practiceId: string) {
  return db.selectFrom('statPapers').selectAll().where('practiceId', '=', practiceId).executeTakeFirst();
}

export async function saveStatPaper(db: Db, row: StatPaperTable) {
  const { practiceId: _, ...rest } = row;
  await db
    .insertInto('statPapers')
    .values(row)
    .onConflict((oc) => oc.column('practiceId').doUpdateSet(rest))
    .execute();
}

export async function deleteStatPaper(db: Db, practiceId: string) {
  await db.deleteFrom('statPapers').where('practiceId', '=', practiceId).execute();
}

/**
 * Adds a paper's change to its student's day (every figure a delta, negative to take away) and returns the row as it
 * now is. One statement, so two papers of the same day recorded at once (a mark saved while another paper is handed
 * in) both count: a read-then-write would let the later one overwrite the earlier on PostgreSQL.
 */
export function addToStatDaily(db: Db, delta: StatDailyTable) {
  const added = (column: keyof StatDailyTable) =>
    sql<number>`"statDaily".${sql.ref(column)} + excluded.${sql.ref(column)}`;
  return db
    .insertInto('statDaily')
    .values(delta)
    .onConflict((oc) =>
      oc.columns(['userId', 'subjectId', 'day']).doUpdateSet({
        papers: added('papers'),
        questions: added('questions'),
        seconds: added('seconds'),
        score: added('score'),
        totalScore: added('totalScore'),
        markedWritten: added('markedWritten'),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds to (or, negative, takes from) the day's sums of student averages in a subject. */
export async function addToSubjectDay(
  db: Db,
  subjectId: string,
  day: number,
  delta: { students: number; sum: number; sumOfSquares: number },
) {
  await db
    .insertInto('statSubjectDaily')
    .values({ subjectId, day, ...delta })
    .onConflict((oc) =>
      oc.columns(['subjectId', 'day']).doUpdateSet({
        students: sql`"statSubjectDaily"."students" + ${delta.students}`,
        sum: sql`"statSubjectDaily"."sum" + ${delta.sum}`,
        sumOfSquares: sql`"statSubjectDaily"."sumOfSquares" + ${delta.sumOfSquares}`,
      }),
    )
    .execute();
}

/** Adds each delta to (or, negative, takes it from) its student's chapter-day, in one statement. */
export async function addToChapterDays(db: Db, rows: StatChapterDailyTable[]) {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('statChapterDaily')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc.columns(['userId', 'chapterId', 'day']).doUpdateSet({
          attempted: sql`"statChapterDaily"."attempted" + excluded."attempted"`,
          marked: sql`"statChapterDaily"."marked" + excluded."marked"`,
          correct: sql`"statChapterDaily"."correct" + excluded."correct"`,
        }),
      )
      .execute();
}

// ---------- reading the rollups ----------

export function listPractisedSubjects(db: Db, userId: string) {
  return db
    .selectFrom('statDaily')
    .innerJoin('subjects', 'subjects.id', 'statDaily.subjectId')
    .select(['subjects.id', 'subjects.titleEn', 'subjects.titleZh', 'subjects.grades'])
    .select((eb) => [eb.fn.max('statDaily.day').as('lastDay'), eb.fn.min('statDaily.day').as('firstDay')])
    .where('statDaily.userId', '=', userId)
    .where('subjects.deleted', '=', 0)
    .groupBy(['subjects.id', 'subjects.titleEn', 'subjects.titleZh', 'subjects.grades'])
    .orderBy('lastDay', 'desc')
    .execute();
}

export function listStudentDays(db: Db, userId: string, subjectId: string, from: number, to: number) {
  return db
    .selectFrom('statDaily')
    .select(['day', 'papers', 'questions', 'seconds', 'score', 'totalScore', 'markedWritten'])
    .where('userId', '=', userId)
    .where('subjectId', '=', subjectId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

export function listSubjectDays(db: Db, subjectId: string, from: number, to: number) {
  return db
    .selectFrom('statSubjectDaily')
    .select(['day', 'students', 'sum', 'sumOfSquares'])
    .where('subjectId', '=', subjectId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
}

/**
 * The global ranking's distribution (docs/product-rules.md): each student's average in the subject over the range,
 * sum(score) / sum(totalScore) over their days, then the count, sum and sum of squares of those averages, in one
 * statement. Students without a marked question in the range have no average and are left out. The sums are cast
 * to double precision before dividing: both engines would otherwise divide integers as integers. Read by the
 * covering index stat_daily_ranking (migration 0019) alone.
 */
export async function sumStudentAverages(db: Db, subjectId: string, from: number, to: number) {
  const averages = db
    .selectFrom('statDaily')
    .select((eb) =>
      eb(
        eb.cast<number>(eb.fn.sum('score'), 'double precision'),
        '/',
        eb.cast<number>(eb.fn.sum('totalScore'), 'double precision'),
      ).as('average'),
    )
    .where('subjectId', '=', subjectId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('userId')
    .having((eb) => eb.fn.sum('totalScore'), '>', 1e-9)
    .as('averages');
  const row = await db
    .selectFrom(averages)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number | null>('average').as('sum'),
      eb.fn.sum<number | null>(eb('average', '*', eb.ref('average'))).as('sumOfSquares'),
    ])
    .executeTakeFirst();
  return {
    count: Number(row?.count ?? 0),
    sum: Number(row?.sum ?? 0),
    sumOfSquares: Number(row?.sumOfSquares ?? 0),
  };
}

export function sumChapterDays(db: Db, userId: string, subjectId: string, from: number, to: number) {
  return db
    .selectFrom('statChapterDaily')
    .select((eb) => [
      'chapterId',
      eb.fn.sum<number>('attempted').as('attempted'),
      eb.fn.sum<number>('marked').as('marked'),
      eb.fn.sum<number>('correct').as('correct'),
    ])
    .where('userId', '=', userId)
    .where('subjectId', '=', subjectId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('chapterId')
    .execute();
}

export function listSubjectChapters(db: Db, subjectId: string) {
  return db
    .selectFrom('chapters')
    .innerJoin('sections', 'sections.id', 'chapters.sectionId')
    .select(['chapters.id', 'chapters.chapterNo', 'chapters.titleEn', 'chapters.titleZh'])
    .where('chapters.subjectId', '=', subjectId)
    .where('chapters.deleted', '=', 0)
    .where('chapters.published', '=', 1)
    .orderBy('sections.order')
    .orderBy('chapters.order')
    .execute();
}

export function findStudentName(db: Db, userId: string) {
  return db.selectFrom('profiles').select(['id', 'displayName']).where('id', '=', userId).executeTakeFirst();
}
