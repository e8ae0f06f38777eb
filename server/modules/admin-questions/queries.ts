import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/index';
import type { QuestionTable } from '../../db/tables/catalog';

export interface QuestionFilters {
  subject?: string;
  section?: string;
  chapter?: string;
  level?: number;
  unapprove?: boolean;
}

const questionColumns = [
  'questions.id',
  'questions.subjectId',
  'questions.chapterId',
  'questions.level',
  'questions.type',
  'questions.questionEn',
  'questions.questionZh',
  'questions.solutionEn',
  'questions.solutionZh',
  'questions.optionAEn',
  'questions.optionAZh',
  'questions.optionBEn',
  'questions.optionBZh',
  'questions.optionCEn',
  'questions.optionCZh',
  'questions.optionDEn',
  'questions.optionDZh',
  'questions.correctAns',
  'questions.totalScore',
  'questions.approved',
  'questions.createdBy',
  'questions.sourceId',
  'questions.editedAt',
  'questions.statA',
  'questions.statB',
  'questions.statC',
  'questions.statD',
  'questions.statBlank',
  'questions.createdAt',
  'questions.updatedAt',
  'questions.version',
  'chapters.sectionId',
  'chapters.chapterNo',
  'chapters.titleEn as chapterTitleEn',
  'chapters.titleZh as chapterTitleZh',
] as const;

/** Undeleted questions of undeleted chapters, with their chapter, narrowed by the filters. */
function questionsQuery(db: Db, filters: QuestionFilters) {
  let query = db
    .selectFrom('questions')
    .innerJoin('chapters', 'chapters.id', 'questions.chapterId')
    .where('questions.deleted', '=', 0)
    .where('chapters.deleted', '=', 0);
  if (filters.subject) query = query.where('questions.subjectId', '=', filters.subject);
  if (filters.section) query = query.where('chapters.sectionId', '=', filters.section);
  if (filters.chapter) query = query.where('questions.chapterId', '=', filters.chapter);
  if (filters.level) query = query.where('questions.level', '=', filters.level);
  if (filters.unapprove) query = query.where('questions.approved', '=', 0);
  return query;
}

/** A page, newest first; `after` is the last (createdAt, id) of the previous page. */
export function listQuestionRows(
  db: Db,
  filters: QuestionFilters,
  after: { createdAt: number; id: string } | null,
  limit: number,
) {
  let query = questionsQuery(db, filters).select(questionColumns);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('questions.createdAt', '<', after.createdAt),
        eb.and([eb('questions.createdAt', '=', after.createdAt), eb('questions.id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('questions.createdAt', 'desc').orderBy('questions.id', 'desc').limit(limit).execute();
}

export type QuestionRecord = Awaited<ReturnType<typeof listQuestionRows>>[number];

export function findQuestionRow(db: Db, id: string) {
  return questionsQuery(db, {}).select(questionColumns).where('questions.id', '=', id).executeTakeFirst();
}

export function countByChapterAndApproval(db: Db, filters: QuestionFilters) {
  return questionsQuery(db, { subject: filters.subject, section: filters.section })
    .select(['questions.chapterId', 'questions.approved', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['questions.chapterId', 'questions.approved'])
    .execute();
}

export function countByLevel(db: Db, filters: QuestionFilters) {
  return questionsQuery(db, { ...filters, level: undefined })
    .select(['questions.level', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('questions.level')
    .execute();
}

/** The chapters (undeleted, in their subject's order) that a subject's counts list. */
export function listSubjectChapterIds(db: Db, subject: string, section: string | undefined) {
  let query = db
    .selectFrom('chapters')
    .innerJoin('sections', 'sections.id', 'chapters.sectionId')
    .select('chapters.id')
    .where('chapters.subjectId', '=', subject)
    .where('chapters.deleted', '=', 0)
    .where('sections.deleted', '=', 0);
  if (section) query = query.where('chapters.sectionId', '=', section);
  return query.orderBy('sections.order').orderBy('chapters.order').execute();
}

export function findChapterForQuestions(db: Db, chapterId: string) {
  return db
    .selectFrom('chapters')
    .select(['id', 'subjectId', 'sectionId'])
    .where('id', '=', chapterId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

// Lists of ids are looked up in chunks, well under both engines' limits on bound parameters.
const CHUNK = 500;

async function inChunks<T>(ids: string[], run: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await run(ids.slice(i, i + CHUNK))));
  return rows;
}

export function listChaptersForQuestions(db: Db, chapterIds: string[]) {
  return inChunks(chapterIds, (chunk) =>
    db
      .selectFrom('chapters')
      .select(['id', 'subjectId', 'sectionId'])
      .where('id', 'in', chunk)
      .where('deleted', '=', 0)
      .execute(),
  );
}

/** Questions by stable id, deleted ones included: a deleted one still holds its id. */
export function listQuestionsBySourceId(db: Db, sourceIds: string[]) {
  return inChunks(sourceIds, (chunk) =>
    db
      .selectFrom('questions')
      .select(['id', 'sourceId', 'editedAt', 'deleted'])
      .where('sourceId', 'in', chunk)
      .execute(),
  );
}

export async function insertQuestion(db: Db, row: Insertable<QuestionTable>) {
  await db.insertInto('questions').values(row).execute();
}

export async function updateQuestionRow(
  db: Db,
  id: string,
  changes: Updateable<QuestionTable>,
  options: { newVersion?: boolean } = {},
) {
  await db
    .updateTable('questions')
    .set((eb) => (options.newVersion ? { ...changes, version: eb('version', '+', 1) } : changes))
    .where('id', '=', id)
    .execute();
}

export async function markQuestionDeleted(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set({ deleted: 1, updatedAt: now, editedAt: now })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every undeleted chapter with its subject and section, for the import template's list of chapter ids. */
export function listChaptersForTemplate(db: Db) {
  return db
    .selectFrom('chapters')
    .innerJoin('sections', 'sections.id', 'chapters.sectionId')
    .innerJoin('subjects', 'subjects.id', 'chapters.subjectId')
    .select([
      'chapters.id',
      'chapters.chapterNo',
      'chapters.titleEn',
      'chapters.titleZh',
      'sections.titleEn as sectionTitle',
      'subjects.titleEn as subjectTitle',
    ])
    .where('chapters.deleted', '=', 0)
    .where('sections.deleted', '=', 0)
    .where('subjects.deleted', '=', 0)
    .orderBy('subjects.order')
    .orderBy('subjects.id')
    .orderBy('sections.order')
    .orderBy('chapters.order')
    .execute();
}
