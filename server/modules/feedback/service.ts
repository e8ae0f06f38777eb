import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_MAX,
  FeedbackBody,
} from '../../../common/feedback';
import type { SessionUser } from '../../auth/session';
import { AppError } from '../../errors';
import { feedbackMail } from '../../mail/templates';
import { fileUrl, saveFile } from '../../storage/files';
import { detectDocumentType, documentContentTypes } from '../../storage/sniff';
import { safeFileName } from '../../storage/upload';

interface Attachment {
  bytes: Buffer;
  name: string;
  contentType: string;
  extension: string;
}

/**
 * Reads a contact-us form: JSON, or multipart with up to FEEDBACK_ATTACHMENTS_MAX files. Each file must be a
 * picture, PDF, Word or text file by its bytes (invalid_file_type), at most FEEDBACK_ATTACHMENT_MAX_BYTES
 * (payload_too_large); a sixth file answers invalid_request. Nothing is stored before the whole form is read.
 */
export async function readFeedback(request: FastifyRequest): Promise<{ body: FeedbackBody; files: Attachment[] }> {
  if (!request.isMultipart()) return { body: FeedbackBody.parse(request.body ?? {}), files: [] };
  const fields: Record<string, string> = {};
  const files: Attachment[] = [];
  const parts = request.parts({
    limits: {
      fileSize: FEEDBACK_ATTACHMENT_MAX_BYTES,
      files: FEEDBACK_ATTACHMENTS_MAX + 1,
      fields: 4,
      fieldSize: FEEDBACK_MAX * 4,
      parts: FEEDBACK_ATTACHMENTS_MAX + 5,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('payload_too_large', 413, { max: FEEDBACK_ATTACHMENT_MAX_BYTES });
      }
      throw error;
    }
    if (files.length >= FEEDBACK_ATTACHMENTS_MAX) {
      throw new AppError('invalid_request', 400, { field: 'files', max: FEEDBACK_ATTACHMENTS_MAX });
    }
    if (bytes.length === 0) continue;
    const kind = detectAttachment(bytes);
    if (!kind) throw new AppError('invalid_file_type', 422, { allowed: 'png, jpeg, gif, webp, pdf, doc, docx, txt' });
    files.push({ bytes, name: safeFileName(part.filename), ...kind });
  }
  return { body: FeedbackBody.parse(fields), files };
}

/** Stores the attachments and mails the team a message linking to them, replying to the sender. */
export async function sendFeedback(
  app: FastifyInstance,
  user: SessionUser,
  body: FeedbackBody,
  files: Attachment[],
): Promise<void> {
  // Links rather than mail attachments: the outbox keeps every message as text, and a link needs a session, so a
  // forwarded mail does not hand the files to whoever reads it.
  const links: Array<{ name: string; url: string }> = [];
  for (const file of files) {
    const key = await saveFile(app.db, app.files, { ...file, purpose: 'feedback', createdBy: user.id });
    links.push({ name: file.name, url: `${app.config.publicUrl}${fileUrl(key)}` });
  }
  await app.mailer.send({
    to: app.config.contactEmail,
    ...feedbackMail({
      from: body.email,
      name: user.displayName,
      role: user.role ?? 'none',
      message: body.message,
      attachments: links,
    }),
  });
}

const IMAGES: Array<{ signature: number[]; offset?: number; contentType: string; extension: string }> = [
  { signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png', extension: 'png' },
  { signature: [0xff, 0xd8, 0xff], contentType: 'image/jpeg', extension: 'jpg' },
  { signature: [0x47, 0x49, 0x46, 0x38], contentType: 'image/gif', extension: 'gif' },
  { signature: [0x57, 0x45, 0x42, 0x50], offset: 8, contentType: 'image/webp', extension: 'webp' },
];

function detectAttachment(bytes: Buffer): { contentType: string; extension: string } | null {
  for (const image of IMAGES) {
    const offset = image.offset ?? 0;
    if (bytes.subarray(offset, offset + image.signature.length).equals(Buffer.from(image.signature))) {
      // WebP is RIFF....WEBP: the first four bytes say RIFF.
      if (image.extension === 'webp' && bytes.subarray(0, 4).toString('latin1') !== 'RIFF') continue;
      return { contentType: image.contentType, extension: image.extension };
    }
  }
  const document = detectDocumentType(bytes);
  return document ? { contentType: documentContentTypes[document], extension: document } : null;
}
