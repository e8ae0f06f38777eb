import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '@playwright/test';
import readExcelFile from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { IMPORT_COLUMNS } from '../common/admin-questions';
import { createChapterByApi, SUPER_ADMIN } from './admin-helpers';
import { signInAsDemo } from './helpers';

type Cell = string | number | null;
type Column = (typeof IMPORT_COLUMNS)[number];

/** One sheet row in the template's column order: a good MC question unless told otherwise. */
function sheetRow(chapterId: string, overrides: Partial<Record<Column, Cell>> = {}): Cell[] {
  const row: Record<Column, Cell> = {
    id: null,
    chapterId,
    type: 'mc',
    level: 1,
    totalScore: null,
    question_en: 'What is two plus two?',
    question_zh: '二加二是多少？',
    option_a: '3 || 三',
    option_b: '4 || 四',
    option_c: '5 || 五',
    option_d: '6 || 六',
    correctAns: 'b',
    solution_en: 'Four.',
    solution_zh: '四。',
    approved: null,
    ...overrides,
  };
  return IMPORT_COLUMNS.map((column) => row[column]);
}

/** Row 1 is the title and row 2 the headers, as in the template; data rows start at sheet row 3. */
function sheet(rows: Cell[][]): Promise<Buffer> {
  return writeExcelFile([['Paperwise questions'], [...IMPORT_COLUMNS], ...rows]).toBuffer();
}

/** The preview table's line for one sheet row, found by the row number in its first cell. */
function previewRow(dialog: Locator, rowNumber: number): Locator {
  return dialog
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('cell', { name: String(rowNumber), exact: true }) });
}

test('a super-admin imports a spreadsheet: the preview says which rows are bad and why, the good rows are listed', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInAsDemo(page, 'Super admin', SUPER_ADMIN);
  const world = await createChapterByApi(page);
  const mcText = `Imported MC ${world.tag}`;
  const shortText = `Imported short ${world.tag}`;
  const bytes = await sheet([
    sheetRow(world.chapterId, { question_en: mcText }), // 3: good
    sheetRow('no-such-chapter', { question_en: `Lost ${world.tag}` }), // 4
    sheetRow(world.chapterId, {
      type: 'short',
      level: 2,
      totalScore: 4,
      question_en: shortText,
      option_a: null,
      option_b: null,
      option_c: null,
      option_d: null,
      correctAns: null,
    }), // 5: good
    sheetRow(world.chapterId, { level: 5 }), // 6
    sheetRow(world.chapterId, { question_zh: null }), // 7
    sheetRow(world.chapterId, { correctAns: 'e' }), // 8
  ]);

  await page.goto(`/app/manage-questions?subject=${world.subjectId}&chapter=${world.chapterId}`);
  await expect(page.getByText('No questions match.')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import questions from a spreadsheet' });
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'questions.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });

  await expect(dialog.getByText('questions.xlsx')).toBeVisible();
  await expect(dialog.getByText('2 good rows, 4 bad rows')).toBeVisible();
  await expect(previewRow(dialog, 3)).toContainText('ok');
  await expect(previewRow(dialog, 3)).toContainText(mcText);
  await expect(previewRow(dialog, 4)).toContainText('chapterId: No chapter has this id');
  await expect(previewRow(dialog, 5)).toContainText('ok');
  await expect(previewRow(dialog, 6)).toContainText('level: Choose a level from 1 to 3');
  await expect(previewRow(dialog, 7)).toContainText('question_zh: The question_zh cell is empty');
  await expect(previewRow(dialog, 8)).toContainText('correctAns: Choose one of the options a, b, c or d');
  // The dry run wrote nothing.
  await expect(page.getByText('No questions match.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Import 2 good rows' }).click();
  await expect(page.getByText('2 imported (2 added, 0 updated)')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(mcText)).toBeVisible();
  await expect(page.getByText(shortText)).toBeVisible();
  await expect(page.getByText(`Lost ${world.tag}`)).toHaveCount(0);
});

test('the import dialog downloads the template workbook', { tag: '@desktop-only' }, async ({ page }) => {
  await signInAsDemo(page, 'Super admin', SUPER_ADMIN);
  await page.goto('/app/manage-questions');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import questions from a spreadsheet' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download the template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('paperwise-questions.xlsx');
  const bytes = await readFile(await download.path());
  // A zip (every .xlsx is one) whose first sheet has the import's 15 headers in row 2.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const [questions] = await readExcelFile(bytes);
  expect(questions?.data[1]).toEqual([...IMPORT_COLUMNS]);
});
