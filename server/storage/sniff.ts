/**
 * What a file is, from its bytes. Names and declared types come from the uploader and prove nothing; these checks
 * read the signatures the formats begin with (and, for zip-based formats, the names of the entries inside).
 */

export type DocumentType = 'pdf' | 'doc' | 'docx' | 'txt';

export const documentContentTypes: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const PDF = Buffer.from('%PDF-', 'latin1');
// The OLE2 compound file header of Word 97-2003 documents.
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** pdf, doc, docx or txt (valid UTF-8 without NUL bytes), or null for anything else. */
export function detectDocumentType(bytes: Buffer): DocumentType | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (bytes.subarray(0, ZIP.length).equals(ZIP)) {
    return listZipEntries(bytes)?.some((name) => name.startsWith('word/')) ? 'docx' : null;
  }
  return isUtf8Text(bytes) ? 'txt' : null;
}

/** An .xlsx workbook: a zip holding xl/workbook.xml. */
export function isXlsx(bytes: Buffer): boolean {
  if (!bytes.subarray(0, ZIP.length).equals(ZIP)) return false;
  return listZipEntries(bytes)?.includes('xl/workbook.xml') ?? false;
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const MAX_ENTRIES = 10_000;

/**
 * The entry names of a zip file, read from its central directory, or null when the directory is missing or broken.
 * Only names are read; nothing is decompressed.
 */
export function listZipEntries(bytes: Buffer): string[] | null {
  // The end record is 22 bytes plus a comment of up to 65,535 bytes, at the very end of the file.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || at >= bytes.length) return null;
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
