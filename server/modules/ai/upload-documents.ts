import { UPLOAD_LIMITS } from '../../../common/ai';
import { sanitizeRichHtml } from '../../content/rich-html';
import { AppError } from '../../errors';
import { detectPageFileType, type PageFileType, type UploadKinds } from '../../storage/pages';

// An uploaded assignment's documents (issue 26): the file picker turns a Word worksheet into HTML and a spreadsheet
// into CSV in the browser, and sends that text instead of the file. Here the server checks it again by its content
// (never by its name or declared type), cleans the HTML like any rich text written in the app, and keeps it to what
// one request to the model can read. The model then reads the text, not page images.

export type DocumentType = 'html' | 'csv';
export type WorksheetFileType = PageFileType | DocumentType;

export function isDocumentType(type: WorksheetFileType): type is DocumentType {
  return type === 'html' || type === 'csv';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Tab, line feed, form feed and carriage return are text; any other control character means a binary file. */
function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127) return false;
  }
  return true;
}

function decodeText(bytes: Buffer): string | null {
  try {
    const text = utf8.decode(bytes);
    return isPlainText(text) ? text : null;
  } catch {
    return null;
  }
}

// mammoth's HTML starts with a tag (a paragraph, a heading, a table), a saved web page with its doctype; a CSV never does.
const HTML_START = /^<(?:!doctype\s|[a-z][a-z0-9]*[\s/>])/i;

// Pictures we do not read whose signature is printable (a GIF's header, WebP's RIFF): never a text document.
const PICTURE_SIGNATURES = ['GIF87a', 'GIF89a', 'RIFF'].map((signature) => Buffer.from(signature, 'latin1'));

/** A document's kind from its content: UTF-8 text starting with an HTML tag is HTML, other text is CSV. */
export function detectDocumentType(bytes: Buffer): DocumentType | null {
  if (PICTURE_SIGNATURES.some((signature) => bytes.subarray(0, signature.length).equals(signature))) return null;
  const text = decodeText(bytes);
  if (text === null) return null;
  return HTML_START.test(text.trimStart()) ? 'html' : 'csv';
}

/** What the upload-assignment tab takes: pages (PDF, PNG, JPEG) and the picker's converted documents. */
export const WORKSHEET_KINDS: UploadKinds<WorksheetFileType> = {
  detect: (bytes) => detectPageFileType(bytes) ?? detectDocumentType(bytes),
  allowed: 'PDF, PNG, JPEG, Word (.docx), Excel (.xlsx), CSV',
};

/**
 * A document's text as the model will read it: HTML cleaned as rich text (scripts, styles, event handlers and
 * pictures dropped: the model reads text), CSV as sent. document_empty when no text is left, document_too_long
 * beyond UPLOAD_LIMITS.documentChars (`max`), so one oversized file refuses the upload before anything is stored.
 */
export function documentText(type: DocumentType, bytes: Buffer): string {
  const text = decodeText(bytes) ?? '';
  const clean = (type === 'html' ? sanitizeRichHtml(text) : text.trim()) ?? '';
  if (clean === '') throw new AppError('document_empty', 400);
  if (clean.length > UPLOAD_LIMITS.documentChars)
    throw new AppError('document_too_long', 400, { max: UPLOAD_LIMITS.documentChars });
  return clean;
}
