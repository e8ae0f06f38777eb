import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export interface Upload {
  bytes: Buffer;
  /** the uploader's file name, reduced to a safe base name; for display and downloads only */
  name: string;
}

/**
 * The one file of a multipart request (any field name), whole, in memory. Over `maxBytes` answers
 * payload_too_large (413); no file, or an empty one, answers file_required. Call it after the role check, so a
 * caller who may not upload is refused before the body is read.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('file_required', 400);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
  if (!part) throw new AppError('file_required', 400);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 413, { max: maxBytes });
    }
    throw error;
  }
  if (bytes.length === 0) throw new AppError('file_required', 400);
  return { bytes, name: safeFileName(part.filename) };
}

const NAME_MAX = 200;

/** The last path segment, without control characters, at most 200 characters, never empty. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, NAME_MAX) || 'file';
}

/** A Content-Disposition value that every browser reads: an ASCII fallback name and the UTF-8 one. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
