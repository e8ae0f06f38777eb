import {
  IMPORT_COLUMNS,
  IMPORT_OPTION_SEPARATOR,
  type ImportColumn,
  type ImportRowError,
  type ImportRowResult,
} from '../../../common/admin-questions';
import {
  defaultTotalScore,
  NON_MC_SCORE,
  type OptionKey,
  optionKeys,
  type QuestionType,
} from '../../../common/catalog';
import type { ErrorCode } from '../../../common/errors';
import { errorMessage } from '../../errors';
import { extractMath, findLatexError } from '../../render/rich-text';

/** One sheet row read as a question, before the database is asked about its chapter and id. */
export interface ImportedQuestion {
  sourceId: string | null;
  chapterId: string;
  type: QuestionType;
  level: number;
  totalScore: number;
  questionEn: string;
  questionZh: string;
  options: Record<OptionKey, { en: string; zh: string }> | null;
  correctAns: OptionKey | null;
  solutionEn: string;
  solutionZh: string;
  approved: boolean;
}

export interface ParsedRow {
  result: ImportRowResult;
  /** set when the row itself is fine; the database checks may still add errors */
  question: ImportedQuestion | null;
}

type Cell = string | number | boolean | Date | null | undefined | object;

const ID_PATTERN = /^[\w.:-]{1,64}$/;

export function rowError(code: ErrorCode, column?: ImportColumn, params?: Record<string, string | number>) {
  const message = errorMessage(code, { ...(column ? { column } : {}), ...params });
  const error: ImportRowError = { code, message };
  if (column) error.column = column;
  if (params) error.params = params;
  return error;
}

/** How many columns a row uses: up to its last non-empty cell. */
export function usedColumns(cells: readonly Cell[]): number {
  for (let i = cells.length - 1; i >= 0; i--) if (text(cells[i]) !== '') return i + 1;
  return 0;
}

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'boolean') return cell ? '1' : '0';
  if (cell instanceof Date) return cell.toISOString();
  return '';
}

/**
 * Reads one row (its cells in the column order of IMPORT_COLUMNS) and lists everything wrong with it that the row
 * alone can tell. `headerColumns` is the width of the header row: when it is not 15 the sheet's columns cannot be
 * trusted, and every row says so.
 */
export function parseImportRow(cells: readonly Cell[], rowNumber: number, headerColumns: number): ParsedRow {
  const errors: ImportRowError[] = [];
  const cell = (column: ImportColumn) => text(cells[IMPORT_COLUMNS.indexOf(column)]);
  // A header of the wrong width makes every row suspect; otherwise a row is wrong when it runs past the last column.
  const count = headerColumns !== IMPORT_COLUMNS.length ? headerColumns : Math.max(usedColumns(cells), headerColumns);
  if (count !== IMPORT_COLUMNS.length) errors.push(rowError('import_column_count', undefined, { count }));

  const { sourceId, chapterId, typeText, type, level, levelOk, totalScore } = readFields(cell, errors);

  const texts: Array<[ImportColumn, string]> = [
    ['question_en', cell('question_en')],
    ['question_zh', cell('question_zh')],
    ['solution_en', cell('solution_en')],
    ['solution_zh', cell('solution_zh')],
  ];
  for (const [column, value] of texts) if (!value) errors.push(rowError('import_missing_text', column, { column }));

  const { options, correctAns } = readOptions(cell, type, texts, errors);
  checkLatex(texts, errors);

  const approvedText = cell('approved');
  if (!['', '0', '1'].includes(approvedText)) {
    errors.push(rowError('import_invalid_cell', 'approved', { column: 'approved' }));
  }

  const result: ImportRowResult = {
    row: rowNumber,
    ok: errors.length === 0,
    errors,
    preview: {
      chapterId,
      type: typeText,
      level: levelOk ? level : null,
      totalScore,
      question: { en: cell('question_en'), zh: cell('question_zh') },
      approved: approvedText === '1',
      updates: null,
    },
  };
  if (errors.length > 0 || !type || totalScore === null) return { result, question: null };
  return {
    result,
    question: {
      sourceId,
      chapterId,
      type,
      level,
      totalScore,
      questionEn: cell('question_en'),
      questionZh: cell('question_zh'),
      options,
      correctAns,
      solutionEn: cell('solution_en'),
      solutionZh: cell('solution_zh'),
      approved: approvedText === '1',
    },
  };
}

/** The row's id, chapter, type, level and score, each checked on its own. */
function readFields(cell: (column: ImportColumn) => string, errors: ImportRowError[]) {
  const sourceId = cell('id') || null;
  if (sourceId && !ID_PATTERN.test(sourceId)) errors.push(rowError('import_invalid_cell', 'id', { column: 'id' }));
  const chapterId = cell('chapterId');
  if (!chapterId) errors.push(rowError('import_unknown_chapter', 'chapterId'));
  const typeText = cell('type').toLowerCase();
  const type: QuestionType | null = typeText === 'mc' || typeText === 'short' || typeText === 'long' ? typeText : null;
  if (!type) errors.push(rowError('invalid_type', 'type'));
  const level = Number(cell('level'));
  const levelOk = Number.isInteger(level) && level >= 1 && level <= 3;
  if (!levelOk) errors.push(rowError('invalid_level', 'level'));
  const totalScore = readScore(cell('totalScore'), type);
  if (totalScore === null) errors.push(rowError('invalid_score', 'totalScore'));
  return { sourceId, chapterId, typeText, type, level, levelOk, totalScore };
}

const optionColumns = ['option_a', 'option_b', 'option_c', 'option_d'] as const;

/**
 * An MC row's four options (each "English || Chinese") and its key; any other type must leave them blank. The
 * options' texts join `texts` so that their LaTeX is checked too.
 */
function readOptions(
  cell: (column: ImportColumn) => string,
  type: QuestionType | null,
  texts: Array<[ImportColumn, string]>,
  errors: ImportRowError[],
): Pick<ImportedQuestion, 'options' | 'correctAns'> {
  const correct = cell('correctAns').toLowerCase();
  if (type !== 'mc') {
    if (type && (optionColumns.some((column) => cell(column) !== '') || correct !== '')) {
      errors.push(rowError('import_extra_cells', correct !== '' ? 'correctAns' : 'option_a'));
    }
    return { options: null, correctAns: null };
  }
  let options: ImportedQuestion['options'] = null;
  const parsed = optionColumns.map((column) => splitOption(cell(column)));
  parsed.forEach((option, index) => {
    if (!option) errors.push(rowError('import_mc_options', optionColumns[index]));
  });
  if (parsed.every((option) => option !== null)) {
    options = { a: parsed[0]!, b: parsed[1]!, c: parsed[2]!, d: parsed[3]! };
    for (const [index, option] of parsed.entries()) {
      texts.push([optionColumns[index]!, option!.en], [optionColumns[index]!, option!.zh]);
    }
  }
  const correctAns = optionKeys.find((key) => key === correct) ?? null;
  if (!correctAns) errors.push(rowError('invalid_answer', 'correctAns'));
  return { options, correctAns };
}

/** The first LaTeX error of each text, one error per column. */
function checkLatex(texts: Array<[ImportColumn, string]>, errors: ImportRowError[]) {
  for (const [column, value] of texts) {
    for (const formula of extractMath(value)) {
      const reason = findLatexError(formula.tex, formula.display);
      if (reason) {
        errors.push(rowError('import_invalid_latex', column, { column, reason }));
        break;
      }
    }
  }
}

/** Blank: the type's default; MC is always 1; otherwise a whole number 1-13 (null when not). */
function readScore(value: string, type: QuestionType | null): number | null {
  if (value === '') return type ? defaultTotalScore(type) : 2;
  const score = Number(value);
  if (type === 'mc') return Number.isFinite(score) ? 1 : null;
  return Number.isInteger(score) && score >= NON_MC_SCORE.min && score <= NON_MC_SCORE.max ? score : null;
}

/** "English || 中文" → both texts, or null unless there are exactly two non-empty ones. */
function splitOption(value: string): { en: string; zh: string } | null {
  const parts = value.split(IMPORT_OPTION_SEPARATOR).map((part) => part.trim());
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { en: parts[0], zh: parts[1] };
}
