import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent } from '../../../common/api';
import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_MAX,
  FeedbackBody,
} from '../../../common/feedback';
import { AppError } from '../../errors';
import { safeFileName } from '../../storage/upload';
import { type Attachment, detectAttachment, sendFeedback } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      schema: {
        summary:
          'Contact us: a message to the team. JSON { email, message }, or multipart with those fields and up to ' +
          `${FEEDBACK_ATTACHMENTS_MAX} files (pictures, PDF, Word, text)`,
        response: { 204: NoContent },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const ctx = app.context(request);
      const { body, files } = await readFeedback(request);
      await sendFeedback(ctx, body, files);
      return reply.status(204).send();
    },
  );
};

/**
 * Reads a contact-us form: JSON, or multipart with up to FEEDBACK_ATTACHMENTS_MAX files. Each file must be a
 * picture, PDF, Word or text file by its bytes (invalid_file_type), at most FEEDBACK_ATTACHMENT_MAX_BYTES
 * (payload_too_large); a sixth file answers invalid_request. Nothing is stored before the whole form is read.
 */
async function readFeedback(request: FastifyRequest): Promise<{ body: FeedbackBody; files: Attachment[] }> {
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
