import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/session';
import { getStoredFile } from './files';
import { contentDisposition } from './upload';

const FileParams = z.object({ key: z.string().min(1).max(64) });

// Shown in the page (pictures in notes, a syllabus PDF in a tab); anything else downloads.
const INLINE_TYPES = /^(image\/(webp|png|jpeg|gif)|application\/pdf|text\/plain)(;|$)/;

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/:key',
    { schema: { summary: 'An uploaded file (syllabus, picture), for signed-in users', params: FileParams } },
    async (request, reply) => {
      requireUser(request);
      const file = await getStoredFile(app.db, app.files, request.params.key);
      // A key is never reused for other bytes, so a copy may be kept; only by this browser, as files need a session.
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          contentDisposition(INLINE_TYPES.test(file.contentType) ? 'inline' : 'attachment', file.name),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );
};
