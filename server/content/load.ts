import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/index';
import type { Database } from '../db/types';
import { toOptionColumns } from './option-columns';
import {
  CONTENT_DIR,
  type ContentProblem,
  findRetiredProblems,
  type LoadedSubject,
  listSubjectFiles,
  readCategories,
  readRetired,
  readSubjectFile,
} from './read';
import type { ContentCategory, ContentChapter, ContentQuestion, ContentRetired, ContentSubject } from './schema';

type ContentSection = ContentSubject['sections'][number];

export interface LoadSummary {
  subjects: number;
  chapters: number;
  questionsAdded: number;
  questionsUpdated: number;
  questionsKept: number;
  questionsSkippedEdited: number;
  /** rows content/retired.yaml unpublished (sections, chapters) or took out of drawing (questions) on this load */
  retired: { sections: number; chapters: number; questions: number };
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `content has ${problems.length} problem(s): ${problems
        .slice(0, 3)
        .map((p) => `${p.file}:${p.line ?? '?'} ${p.message}`)
        .join('; ')}`,
    );
  }
}

/**
 * Loads content/ into the database, idempotently. Catalogue rows are matched by id: new ones are added (published),
 * existing ones get the file's titles, grade bands and notes unless someone edited them in the app (`editedAt`), and
 * always keep the publish and delete flags admins set.
 * Questions are matched by their stable id (`sourceId`): new ones are added approved; changed ones are updated unless
 * someone edited them in the app since (`editedAt`); none is ever removed, since practices may point to it.
 * Ids listed in content/retired.yaml are retired after the files are loaded: a section or chapter is unpublished; a
 * question is soft-deleted (`deleted`, as an admin's delete does), so no practice draws it while the practices that
 * hold it keep it; so is every question from the files still in a retired section or chapter that no file holds any
 * more. A retired id that a file still holds is a problem (content:check reports it too).
 */
export async function loadContent(db: Db, dir = CONTENT_DIR): Promise<LoadSummary> {
  const { categories, subjects, retired } = readContent(dir);
  const summary: LoadSummary = {
    subjects: 0,
    chapters: 0,
    questionsAdded: 0,
    questionsUpdated: 0,
    questionsKept: 0,
    questionsSkippedEdited: 0,
    retired: { sections: 0, chapters: 0, questions: 0 },
  };
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const load: Load = { trx, now, summary };
    for (const [order, category] of categories.entries()) await upsertCategory(load, category, order);
    for (const subject of subjects) await loadSubject(load, subject);
    summary.retired = await retire(trx, retired, new Set(subjects.flatMap(questionIds)));
  });
  return summary;
}

/** Every file of the content folder, read and checked; a problem anywhere throws ContentError before any write. */
function readContent(dir: string) {
  const { categories, problems } = readCategories(dir);
  const loaded: LoadedSubject[] = [];
  for (const file of listSubjectFiles(dir)) {
    const result = readSubjectFile(file);
    problems.push(...result.problems);
    if (result.subject) loaded.push(result.subject);
  }
  const retired = readRetired(dir);
  problems.push(...retired.problems, ...findRetiredProblems(retired, loaded));
  if (problems.length > 0) throw new ContentError(problems);
  return { categories, subjects: loaded.map(({ subject }) => subject), retired: retired.retired };
}

/** One load's transaction, its time and its counts. */
interface Load {
  trx: Transaction<Database>;
  now: number;
  summary: LoadSummary;
}

/** A stored question of the files, as matched by its `sourceId`. */
interface StoredQuestion {
  id: string;
  sourceHash: string | null;
  editedAt: number | null;
}

async function upsertCategory({ trx, now }: Load, category: ContentCategory, order: number) {
  await trx
    .insertInto('categories')
    .values({
      id: category.id,
      titleEn: category.title.en,
      titleZh: category.title.zh,
      audience: category.audience,
      order,
      published: 1,
      deleted: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          titleEn: category.title.en,
          titleZh: category.title.zh,
          audience: category.audience,
          updatedAt: now,
        })
        .where('categories.editedAt', 'is', null),
    )
    .execute();
}

async function loadSubject(load: Load, subject: ContentSubject) {
  const { trx, now } = load;
  load.summary.subjects++;
  const text = {
    titleEn: subject.title.en,
    titleZh: subject.title.zh,
    grades: JSON.stringify(subject.grades),
    defaultLanguage: subject.defaultLanguage === 'none' ? null : subject.defaultLanguage,
    updatedAt: now,
  };
  await trx
    .insertInto('subjects')
    .values({
      id: subject.id,
      categoryId: subject.category,
      order: subject.order,
      published: 1,
      isOld: 0,
      isNew: 1,
      deleted: 0,
      createdAt: now,
      ...text,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet(text).where('subjects.editedAt', 'is', null))
    .execute();
  const stored = new Map(
    (
      await trx
        .selectFrom('questions')
        .select(['id', 'sourceId', 'sourceHash', 'editedAt'])
        .where('subjectId', '=', subject.id)
        .where('sourceId', 'is not', null)
        .execute()
    ).map((row) => [row.sourceId, row] as const),
  );
  for (const [sectionOrder, section] of subject.sections.entries()) {
    await upsertSection(load, subject, section, sectionOrder);
    for (const [chapterOrder, chapter] of section.chapters.entries()) {
      await upsertChapter(load, subject, section, chapter, chapterOrder);
      for (const question of chapter.questions)
        await loadQuestion(load, subject, chapter, question, stored.get(question.id));
    }
  }
}

async function upsertSection({ trx, now }: Load, subject: ContentSubject, section: ContentSection, order: number) {
  const sectionText = { titleEn: section.title.en, titleZh: section.title.zh, updatedAt: now };
  await trx
    .insertInto('sections')
    .values({ id: section.id, subjectId: subject.id, order, published: 1, deleted: 0, createdAt: now, ...sectionText })
    .onConflict((oc) => oc.column('id').doUpdateSet(sectionText).where('sections.editedAt', 'is', null))
    .execute();
}

async function upsertChapter(
  load: Load,
  subject: ContentSubject,
  section: ContentSection,
  chapter: ContentChapter,
  order: number,
) {
  const { trx, now } = load;
  load.summary.chapters++;
  const chapterText = {
    chapterNo: chapter.chapterNo,
    titleEn: chapter.title.en,
    titleZh: chapter.title.zh,
    notesEn: chapter.notes?.en ?? null,
    notesZh: chapter.notes?.zh ?? null,
    updatedAt: now,
  };
  await trx
    .insertInto('chapters')
    .values({
      id: chapter.id,
      subjectId: subject.id,
      sectionId: section.id,
      order,
      published: 1,
      deleted: 0,
      notesCreatedAt: chapter.notes ? now : null,
      createdAt: now,
      ...chapterText,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet(chapterText).where('chapters.editedAt', 'is', null))
    .execute();
}

/** Adds a new question, updates a changed one nobody edited in the app, and counts what it did. */
async function loadQuestion(
  { trx, now, summary }: Load,
  subject: ContentSubject,
  chapter: ContentChapter,
  question: ContentQuestion,
  row: StoredQuestion | undefined,
) {
  const fields = toQuestionColumns(question);
  const hash = hashOf({ chapter: chapter.id, ...fields });
  if (!row) {
    await trx
      .insertInto('questions')
      .values({
        id: question.id,
        subjectId: subject.id,
        chapterId: chapter.id,
        approved: 1,
        deleted: 0,
        createdBy: 'content',
        sourceId: question.id,
        sourceHash: hash,
        createdAt: now,
        updatedAt: now,
        ...fields,
      })
      .execute();
    summary.questionsAdded++;
  } else if (row.editedAt !== null) {
    summary.questionsSkippedEdited++;
  } else if (row.sourceHash !== hash) {
    await trx
      .updateTable('questions')
      .set({ chapterId: chapter.id, sourceHash: hash, updatedAt: now, ...fields })
      .where('id', '=', row.id)
      .execute();
    summary.questionsUpdated++;
  } else {
    summary.questionsKept++;
  }
}

/** Unpublishes retired sections and chapters and soft-deletes retired questions (see loadContent); counts changes. */
async function retire(
  trx: Transaction<Database>,
  retired: ContentRetired,
  inFiles: Set<string>,
): Promise<LoadSummary['retired']> {
  const now = Date.now();
  const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);
  // Retired sections and chapters are unpublished (their rows stay): how many were still published.
  const unpublish = async (table: 'sections' | 'chapters', ids: string[]) =>
    changed(
      await trx
        .updateTable(table)
        .set({ published: 0, updatedAt: now })
        .where('id', 'in', ids)
        .where('published', '=', 1)
        .executeTakeFirstOrThrow(),
    );
  const counts = { sections: 0, chapters: 0, questions: 0 };
  if (retired.sections.length > 0) counts.sections = await unpublish('sections', retired.sections);
  const chapterIds = new Set(retired.chapters);
  if (retired.sections.length > 0)
    for (const row of await trx
      .selectFrom('chapters')
      .select('id')
      .where('sectionId', 'in', retired.sections)
      .execute())
      chapterIds.add(row.id);
  if (retired.chapters.length > 0) counts.chapters = await unpublish('chapters', retired.chapters);
  const questionIds = new Set(retired.questions);
  if (chapterIds.size > 0)
    for (const row of await trx
      .selectFrom('questions')
      .select('sourceId')
      .where('chapterId', 'in', [...chapterIds])
      .where('sourceId', 'is not', null)
      .where('deleted', '=', 0)
      .execute())
      if (row.sourceId && !inFiles.has(row.sourceId)) questionIds.add(row.sourceId);
  if (questionIds.size > 0)
    counts.questions = changed(
      await trx
        .updateTable('questions')
        .set({ deleted: 1, updatedAt: now })
        .where('sourceId', 'in', [...questionIds])
        .where('deleted', '=', 0)
        .executeTakeFirstOrThrow(),
    );
  return counts;
}

function questionIds(subject: ContentSubject): string[] {
  return subject.sections.flatMap((section) =>
    section.chapters.flatMap((chapter) => chapter.questions.map((question) => question.id)),
  );
}

const markingHeading = { en: 'Marking scheme', zh: '評分準則' };
const marksLabel = { en: (n: number) => `(${n} mark${n === 1 ? '' : 's'})`, zh: (n: number) => `（${n} 分）` };

/** The solution as stored: the worked answer, then the marking scheme as a list of points and their marks. */
function solutionWithMarking(question: ContentQuestion, language: 'en' | 'zh'): string {
  const base = question.solution[language].trimEnd();
  if (!question.marking) return base;
  const points = question.marking
    .map((point) => `- ${point[language]} ${marksLabel[language](point.marks)}`)
    .join('\n');
  return `${base}\n\n**${markingHeading[language]}**\n\n${points}`;
}

function toQuestionColumns(question: ContentQuestion) {
  return {
    level: question.level,
    type: question.type,
    questionEn: question.question.en,
    questionZh: question.question.zh,
    solutionEn: solutionWithMarking(question, 'en'),
    solutionZh: solutionWithMarking(question, 'zh'),
    ...toOptionColumns(question.options),
    correctAns: question.answer ?? null,
    totalScore: question.type === 'mc' ? 1 : (question.totalScore ?? 2),
  };
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}
