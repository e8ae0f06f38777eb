import readExcelFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { IMPORT_COLUMNS, type ImportRowResult } from '../../../common/admin-questions';
import { multipart, pdf } from '../../storage/testing';
import { createTestApp } from '../../test/app';
import { countRows } from '../../test/snapshot';

type Cell = string | number | null;

async function setup() {
  const test = await createTestApp();
  const superAdmin = await test.make.user('super-admin');
  const catalogue = await test.make.catalogue({ questionsPerType: 1 });
  const [bank, edited] = await test.app.db
    .selectFrom('questions')
    .select('id')
    .where('chapterId', '=', catalogue.chapterIds[0]!)
    .orderBy('id')
    .execute();
  // Two questions with stable ids, as the bank loader gives them; the second was since edited in the app.
  await test.app.db.updateTable('questions').set({ sourceId: 'bank-1' }).where('id', '=', bank!.id).execute();
  await test.app.db
    .updateTable('questions')
    .set({ sourceId: 'bank-2', editedAt: Date.now() })
    .where('id', '=', edited!.id)
    .execute();
  const upload = async (bytes: Buffer, dryRun: boolean) =>
    test.app.inject({
      method: 'POST',
      url: `/api/admin/questions/import${dryRun ? '?dryRun=true' : ''}`,
      ...(await multipart({ bytes, name: 'questions.xlsx' }, superAdmin.cookie)),
    });
  const questionCount = () => countRows(test.app.db, 'questions');
  return { ...test, superAdmin, catalogue, bankId: bank!.id, upload, questionCount };
}

function mcRow(chapterId: string, overrides: Partial<Record<(typeof IMPORT_COLUMNS)[number], Cell>> = {}): Cell[] {
  const row: Record<(typeof IMPORT_COLUMNS)[number], Cell> = {
    id: null,
    chapterId,
    type: 'mc',
    level: 1,
    totalScore: null,
    question_en: 'What is $2 + 2$?',
    question_zh: '$2 + 2$ 是多少？',
    option_a: '3 || 三',
    option_b: '4 || 四',
    option_c: '5 || 五',
    option_d: '6 || 六',
    correctAns: 'b',
    solution_en: '$4$',
    solution_zh: '$4$',
    approved: null,
    ...overrides,
  };
  return IMPORT_COLUMNS.map((column) => row[column]);
}

function sheet(rows: Cell[][]) {
  return writeExcelFile([['Paperwise questions'], [...IMPORT_COLUMNS], ...rows]).toBuffer();
}

async function mixedSheet(chapterId: string) {
  const shortRow = mcRow(chapterId, {
    id: 'imported-1',
    type: 'short',
    level: 2,
    totalScore: 4,
    option_a: null,
    option_b: null,
    option_c: null,
    option_d: null,
    correctAns: null,
    approved: 1,
  });
  return sheet([
    mcRow(chapterId), // 3: good, new
    shortRow, // 4: good, new, approved
    mcRow('no-such-chapter'), // 5
    [...mcRow(chapterId), 'extra'], // 6
    mcRow(chapterId, { type: 'essay', level: 5 }), // 7
    mcRow(chapterId, { question_zh: null }), // 8
    mcRow(chapterId, { option_d: 'only English', correctAns: 'e' }), // 9
    mcRow(chapterId, { question_en: 'Broken $\\frac{1}{$' }), // 10
    mcRow(chapterId, { id: 'bank-1', question_en: 'Updated from the sheet' }), // 11: good, updates
    mcRow(chapterId, { id: 'bank-2' }), // 12: edited in the app
    mcRow(chapterId, { id: 'imported-1' }), // 13: same id as row 4
  ]);
}

const codesOf = (row: { errors: Array<{ code: string }> } | undefined) => row?.errors.map((error) => error.code);

describe('POST /api/admin/questions/import', () => {
  it('reports each bad row and why in a dry run, and writes nothing', async () => {
    const test = await setup();
    const before = await test.questionCount();
    const res = await test.upload(await mixedSheet(test.catalogue.chapterIds[0]!), true);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ good: 3, bad: 8 });
    const byRow = new Map((body.rows as ImportRowResult[]).map((row) => [row.row, row]));
    expect(byRow.get(3)).toMatchObject({ ok: true, errors: [], preview: { type: 'mc', totalScore: 1, updates: null } });
    expect(byRow.get(4)).toMatchObject({ ok: true, preview: { totalScore: 4, approved: true } });
    expect(codesOf(byRow.get(5))).toEqual(['import_unknown_chapter']);
    expect(byRow.get(6)).toMatchObject({ errors: [{ code: 'import_column_count', params: { count: 16 } }] });
    expect(codesOf(byRow.get(7))).toEqual(['invalid_type', 'invalid_level']);
    expect(byRow.get(8)).toMatchObject({
      errors: [{ code: 'import_missing_text', column: 'question_zh', message: 'The question_zh cell is empty' }],
    });
    expect(codesOf(byRow.get(9))).toEqual(['import_mc_options', 'invalid_answer']);
    expect(byRow.get(10)).toMatchObject({ errors: [{ code: 'import_invalid_latex', column: 'question_en' }] });
    expect(byRow.get(11)).toMatchObject({ ok: true, preview: { updates: test.bankId } });
    expect(codesOf(byRow.get(12))).toEqual(['import_question_locked']);
    expect(codesOf(byRow.get(13))).toEqual(['import_duplicate_id']);
    expect(await test.questionCount()).toBe(before);
  });

  it('imports exactly the good rows in one go, made by the importer', async () => {
    const test = await setup();
    const before = await test.questionCount();
    const res = await test.upload(await mixedSheet(test.catalogue.chapterIds[0]!), false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 3, added: 2, updated: 1, good: 3, bad: 8 });
    expect(await test.questionCount()).toBe(before + 2);
    const added = await test.app.db
      .selectFrom('questions')
      .select(['type', 'level', 'totalScore', 'approved', 'createdBy', 'sourceId', 'optionBZh', 'correctAns'])
      .where('createdBy', '=', test.superAdmin.id)
      .orderBy('type')
      .execute();
    expect(added).toEqual([
      {
        type: 'mc',
        level: 1,
        totalScore: 1,
        approved: 0,
        createdBy: test.superAdmin.id,
        sourceId: null,
        optionBZh: '四',
        correctAns: 'b',
      },
      {
        type: 'short',
        level: 2,
        totalScore: 4,
        approved: 1,
        createdBy: test.superAdmin.id,
        sourceId: 'imported-1',
        optionBZh: null,
        correctAns: null,
      },
    ]);
    const updated = await test.app.db
      .selectFrom('questions')
      .select(['questionEn', 'editedAt'])
      .where('id', '=', test.bankId)
      .executeTakeFirstOrThrow();
    expect(updated).toEqual({ questionEn: 'Updated from the sheet', editedAt: null });
  });

  it('imports nothing from a sheet without good rows', async () => {
    const test = await setup();
    const before = await test.questionCount();
    const res = await test.upload(await sheet([mcRow('no-such-chapter')]), false);
    expect(res.json()).toMatchObject({ imported: 0, good: 0, bad: 1 });
    expect(await test.questionCount()).toBe(before);
  });

  it('marks every row when the header row does not have 15 columns', async () => {
    const test = await setup();
    const bytes = await writeExcelFile([
      ['Title'],
      ['id', 'chapterId'],
      mcRow(test.catalogue.chapterIds[0]!),
    ]).toBuffer();
    const res = await test.upload(bytes, true);
    expect(res.json().rows[0].errors).toEqual([
      expect.objectContaining({ code: 'import_column_count', params: { count: 2 } }),
    ]);
  });

  it('refuses a file that is not an .xlsx workbook', async () => {
    const test = await setup();
    const res = await test.upload(pdf('not a sheet'), true);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'invalid_file_type', params: { allowed: 'xlsx' } });
  });
});

describe('GET /api/admin/questions/import/template', () => {
  it('answers a workbook with the 15 headers in row 2 and the chapter ids on a second sheet', async () => {
    const test = await setup();
    const res = await test.call(test.superAdmin, 'GET', '/api/admin/questions/import/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('paperwise-questions.xlsx');
    const [questions, chapters] = await readExcelFile(res.rawPayload);
    expect(questions?.data[1]).toEqual([...IMPORT_COLUMNS]);
    expect(chapters?.data.slice(1).map((row) => row[0])).toEqual(test.catalogue.chapterIds);
    // Uploaded as it comes, its two example rows name no real chapter.
    const dryRun = await test.upload(res.rawPayload, true);
    expect(dryRun.json()).toMatchObject({ good: 0, bad: 2 });
    expect(dryRun.json().rows.map(codesOf)).toEqual([['import_unknown_chapter'], ['import_unknown_chapter']]);
  });
});
