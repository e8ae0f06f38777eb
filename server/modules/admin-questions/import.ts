import { randomUUID } from 'node:crypto';
import { readSheet, type SheetData } from 'read-excel-file/node';
import {
  IMPORT_FIRST_ROW,
  IMPORT_MAX_ROWS,
  type ImportDryRun,
  type ImportResult,
} from '../../../common/admin-questions';
import { toOptionColumns } from '../../content/option-columns';
import type { DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { isXlsx } from '../../storage/sniff';
import { type ImportedQuestion, type ParsedRow, parseImportRow, rowError, usedColumns } from './import-rows';
import { insertQuestion, listChaptersForQuestions, listQuestionsBySourceId, updateQuestionRow } from './queries';

type Rows = SheetData;

/** The first sheet of an .xlsx file (checked by content: a zip holding xl/workbook.xml); invalid_file_type if not. */
async function readWorkbook(bytes: Buffer): Promise<Rows> {
  if (!isXlsx(bytes)) throw new AppError('invalid_file_type', 422, { allowed: 'xlsx' });
  try {
    return await readSheet(bytes, 1);
  } catch {
    throw new AppError('invalid_file_type', 422, { allowed: 'xlsx' });
  }
}

interface CheckedRow extends ParsedRow {
  chapter: { id: string; subjectId: string } | null;
  /** the question this row updates, by its stable id */
  updates: string | null;
}

/** Every question row of the sheet, checked alone and then against the database (chapters, stable ids). */
async function checkRows(ctx: DbContext, sheet: Rows): Promise<CheckedRow[]> {
  const { db } = ctx;
  const header = sheet[IMPORT_FIRST_ROW - 2] ?? [];
  const headerColumns = usedColumns(header);
  const parsed: Array<ParsedRow & { index: number }> = [];
  for (let index = IMPORT_FIRST_ROW - 1; index < sheet.length; index++) {
    const cells = sheet[index] ?? [];
    if (usedColumns(cells) === 0) continue;
    parsed.push({ ...parseImportRow(cells, index + 1, headerColumns), index });
  }
  if (parsed.length > IMPORT_MAX_ROWS) throw new AppError('import_too_many_rows', 422, { max: IMPORT_MAX_ROWS });

  const chapterIds = [...new Set(parsed.map((row) => row.result.preview.chapterId).filter(Boolean))];
  const chapters = new Map((await listChaptersForQuestions(db, chapterIds)).map((c) => [c.id, c]));
  const sourceIds = [...new Set(parsed.flatMap((row) => (row.question?.sourceId ? [row.question.sourceId] : [])))];
  const existing = new Map((await listQuestionsBySourceId(db, sourceIds)).map((q) => [q.sourceId, q]));

  const seen = new Set<string>();
  return parsed.map((row) => {
    const { result } = row;
    const chapterId = result.preview.chapterId;
    const chapter = chapterId ? (chapters.get(chapterId) ?? null) : null;
    if (chapterId && !chapter) result.errors.push(rowError('import_unknown_chapter', 'chapterId'));
    let updates: string | null = null;
    const sourceId = row.question?.sourceId;
    if (sourceId) {
      const question = existing.get(sourceId);
      if (seen.has(sourceId)) result.errors.push(rowError('import_duplicate_id', 'id'));
      else if (question && (question.deleted === 1 || question.editedAt !== null)) {
        result.errors.push(rowError('import_question_locked', 'id'));
      } else if (question) updates = question.id;
      seen.add(sourceId);
    }
    result.ok = result.errors.length === 0;
    result.preview.updates = updates;
    return { ...row, chapter, updates };
  });
}

function summary(rows: CheckedRow[]): ImportDryRun {
  const good = rows.filter((row) => row.result.ok).length;
  return { rows: rows.map((row) => row.result), good, bad: rows.length - good };
}

/** Checks a sheet and writes nothing: each row with whether it can be imported and why not. */
export async function dryRunImport(ctx: DbContext, bytes: Buffer): Promise<ImportDryRun> {
  return summary(await checkRows(ctx, await readWorkbook(bytes)));
}

/**
 * Imports every good row of the sheet in one transaction, checked inside it, so the rows written are exactly the
 * rows the check passed; bad rows are skipped and reported as in the dry run. New questions are made by `user`;
 * a row whose stable id matches a question not edited in the app updates that question instead. The approved
 * column is honoured: only super-admins reach this, and they may approve.
 */
export async function importQuestions(ctx: UserContext, bytes: Buffer): Promise<ImportResult> {
  const { db, user } = ctx;
  const sheet = await readWorkbook(bytes);
  return db.transaction().execute(async (trx) => {
    const rows = await checkRows({ ...ctx, db: trx }, sheet);
    const now = Date.now();
    let added = 0;
    let updated = 0;
    for (const row of rows) {
      if (!row.result.ok || !row.question || !row.chapter) continue;
      const fields = toColumns(row.question, row.chapter, now);
      if (row.updates) {
        await updateQuestionRow(trx, row.updates, fields);
        updated++;
      } else {
        await insertQuestion(trx, {
          id: randomUUID(),
          ...fields,
          deleted: 0,
          createdBy: user.id,
          sourceId: row.question.sourceId,
          sourceHash: null,
          editedAt: null,
          createdAt: now,
        });
        added++;
      }
    }
    return { ...summary(rows), imported: added + updated, added, updated };
  });
}

function toColumns(question: ImportedQuestion, chapter: { id: string; subjectId: string }, now: number) {
  return {
    subjectId: chapter.subjectId,
    chapterId: chapter.id,
    level: question.level,
    type: question.type,
    totalScore: question.totalScore,
    questionEn: question.questionEn,
    questionZh: question.questionZh,
    solutionEn: question.solutionEn,
    solutionZh: question.solutionZh,
    ...toOptionColumns(question.options),
    correctAns: question.correctAns,
    approved: question.approved ? (1 as const) : (0 as const),
    updatedAt: now,
  };
}
