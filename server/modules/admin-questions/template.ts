import writeExcelFile from 'write-excel-file/node';
import { IMPORT_COLUMNS, IMPORT_FIRST_ROW, IMPORT_OPTION_SEPARATOR } from '../../../common/admin-questions';
import type { DbContext } from '../../context';
import { listChaptersForTemplate } from './queries';

const TITLE = `Paperwise questions: one question a row from row ${IMPORT_FIRST_ROW}, exactly ${IMPORT_COLUMNS.length} columns. Options are "English ${IMPORT_OPTION_SEPARATOR} 中文". Text is Markdown with LaTeX in $...$. The Chapters sheet lists the chapter ids. Replace the two example rows.`;

const examples = [
  [
    '',
    'CHAPTER-ID',
    'mc',
    1,
    '',
    'Solve $x + 2 = 5$.',
    '解 $x + 2 = 5$。',
    `$x = 3$ ${IMPORT_OPTION_SEPARATOR} $x = 3$`,
    `$x = 7$ ${IMPORT_OPTION_SEPARATOR} $x = 7$`,
    `$x = -3$ ${IMPORT_OPTION_SEPARATOR} $x = -3$`,
    `$x = 10$ ${IMPORT_OPTION_SEPARATOR} $x = 10$`,
    'a',
    'Subtract 2 from both sides: $x = 3$.',
    '兩邊減 2：$x = 3$。',
    0,
  ],
  [
    'my-bank-q-0001',
    'CHAPTER-ID',
    'short',
    2,
    3,
    'Expand $(x + 1)^2$.',
    '展開 $(x + 1)^2$。',
    '',
    '',
    '',
    '',
    '',
    '$x^2 + 2x + 1$',
    '$x^2 + 2x + 1$',
    0,
  ],
];

/**
 * The import template: the Questions sheet (title, headers, two example rows) and a Chapters sheet listing every
 * undeleted chapter with its id, so the person filling it in can copy ids.
 */
export async function buildImportTemplate(ctx: DbContext): Promise<Buffer> {
  const { db } = ctx;
  const chapters = await listChaptersForTemplate(db);
  return writeExcelFile([
    {
      sheet: 'Questions',
      data: [
        [{ value: TITLE, fontWeight: 'bold' }],
        IMPORT_COLUMNS.map((column) => ({ value: column, fontWeight: 'bold' as const })),
        ...examples,
      ],
      columns: IMPORT_COLUMNS.map((column) => ({ width: column.endsWith('_en') || column.endsWith('_zh') ? 40 : 16 })),
      stickyRowsCount: 2,
    },
    {
      sheet: 'Chapters',
      data: [
        ['chapterId', 'subject', 'section', 'chapterNo', 'title_en', 'title_zh'].map((value) => ({
          value,
          fontWeight: 'bold' as const,
        })),
        ...chapters.map((c) => [c.id, c.subjectTitle, c.sectionTitle, c.chapterNo, c.titleEn, c.titleZh]),
      ],
      columns: [{ width: 36 }, { width: 24 }, { width: 24 }, { width: 10 }, { width: 40 }, { width: 40 }],
      stickyRowsCount: 1,
    },
  ]).toBuffer();
}
