import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

// Files of pages: a paper's photos and PDFs, sent to be read by the vision model (an uploaded assignment) or kept for
// a teacher to mark by hand (a handed-in paper). Their type is read from their bytes; a PDF becomes PNG pages here.

/** The file types an upload may hold, from their first bytes (a name or declared type proves nothing). */
export type PageFileType = 'pdf' | 'png' | 'jpeg';

const SIGNATURES: Array<[PageFileType, Buffer]> = [
  ['pdf', Buffer.from('%PDF-', 'latin1')],
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
];

export function detectPageFileType(bytes: Buffer): PageFileType | null {
  for (const [type, signature] of SIGNATURES) if (bytes.subarray(0, signature.length).equals(signature)) return type;
  return null;
}

// pdf.js (inside unpdf) uses ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks: without it a page
// renders blank. A copy does the same for what pdf.js asks of it.
function ensureTransferToFixedLength() {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
  if (proto.transferToFixedLength) return;
  Object.defineProperty(proto, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number) {
      const size = length ?? this.byteLength;
      const out = new ArrayBuffer(size);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(this.byteLength, size)));
      return out;
    },
  });
}

/**
 * Each page of a PDF as a PNG (pdf.js through unpdf, drawn on @napi-rs/canvas: no native build, no download), at
 * most `maxPages`. Scale 2 keeps small print legible to the vision model.
 */
export async function pdfPagesToPng(bytes: Buffer, maxPages: number): Promise<Buffer[]> {
  ensureTransferToFixedLength();
  const { getDocumentProxy, renderPageAsImage } = await import('unpdf');
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const count = Math.min(doc.numPages, maxPages);
  const pages: Buffer[] = [];
  for (let page = 1; page <= count; page++) {
    const image = await renderPageAsImage(new Uint8Array(bytes), page, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: 2,
    });
    pages.push(Buffer.from(image));
  }
  await doc.destroy();
  return pages;
}

export interface PageFileLimits {
  files: number;
  bytes: number;
}

const MB = 1024 * 1024;

/** The kinds of file an upload takes: each file's kind from its bytes (null: refused), and their names for the refusal. */
export interface UploadKinds<T extends string> {
  detect: (bytes: Buffer) => T | null;
  allowed: string;
}

export const PAGE_KINDS: UploadKinds<PageFileType> = { detect: detectPageFileType, allowed: 'PDF, PNG, JPEG' };

/**
 * The files of an upload request, whole and checked, before anything is stored: at most `limits.files`
 * (too_many_files), each at most `limits.bytes` (payload_too_large), each a PDF, PNG or JPEG by its first bytes
 * (invalid_file_type); none is file_required. One bad file refuses them all. Call it after the role check, so a
 * caller who may not upload is refused before the body is read.
 */
export function readPageFiles(request: FastifyRequest, limits: PageFileLimits) {
  return readUploadedFiles(request, limits, PAGE_KINDS);
}

/** readPageFiles for other kinds of file (an uploaded assignment also takes a Word document's HTML or a CSV). */
export async function readUploadedFiles<T extends string>(
  request: FastifyRequest,
  limits: PageFileLimits,
  kinds: UploadKinds<T>,
): Promise<Array<{ bytes: Buffer; type: T }>> {
  if (!request.isMultipart()) throw new AppError('file_required', 400);
  const files: Array<{ bytes: Buffer; type: T }> = [];
  // One more than allowed, so an extra file is seen (and refused) rather than silently dropped.
  const parts = request.files({ limits: { fileSize: limits.bytes, files: limits.files + 1 } });
  for await (const part of parts) {
    if (files.length >= limits.files) throw new AppError('too_many_files', 400, { max: limits.files });
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('payload_too_large', 413, { max: limits.bytes, mb: limits.bytes / MB });
      }
      throw error;
    }
    const type = kinds.detect(bytes);
    if (!type) throw new AppError('invalid_file_type', 400, { allowed: kinds.allowed });
    files.push({ bytes, type });
  }
  if (files.length === 0) throw new AppError('file_required', 400);
  return files;
}
