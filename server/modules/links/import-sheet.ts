import { readSheet } from 'read-excel-file/node';
import { IMPORT_STUDENTS_MAX, type ImportRowInput } from '../../../common/class-import';
import { AppError } from '../../errors';
import { detectDocumentType, isXlsx } from '../../storage/sniff';

/** One CSV line's cells: commas separate, double quotes quote (a doubled quote is one quote). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const HEADER = /e-?mail|電郵|郵箱/i;

/**
 * The student rows of an uploaded class list: an .xlsx workbook's first sheet or a UTF-8 .csv, judged by content.
 * Columns: name, e-mail, class name, class number; a first row naming an e-mail column is a header; blank rows are
 * skipped. invalid_file_type for anything else, import_too_many_rows beyond 300 students.
 */
export async function readClassList(bytes: Buffer): Promise<Array<ImportRowInput & { row: number }>> {
  let cells: unknown[][];
  if (isXlsx(bytes)) {
    try {
      cells = await readSheet(bytes, 1);
    } catch {
      throw new AppError('invalid_file_type', 422, { allowed: 'xlsx, csv' });
    }
  } else if (detectDocumentType(bytes) === 'txt') {
    cells = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } else {
    throw new AppError('invalid_file_type', 422, { allowed: 'xlsx, csv' });
  }
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  const rows: Array<ImportRowInput & { row: number }> = [];
  cells.forEach((line, index) => {
    const [name, email, className, classNumber] = [0, 1, 2, 3].map((column) => text(line[column]));
    if (!name && !email && !className && !classNumber) return;
    if (index === 0 && HEADER.test(email ?? '')) return;
    rows.push({
      row: index + 1,
      name: name ?? '',
      email: email ?? '',
      className: className ?? '',
      classNumber: classNumber ?? '',
    });
  });
  if (rows.length === 0) throw new AppError('file_required', 400);
  if (rows.length > IMPORT_STUDENTS_MAX) throw new AppError('import_too_many_rows', 422, { max: IMPORT_STUDENTS_MAX });
  return rows;
}
