import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent } from '../../../common/api';
import { FEEDBACK_ATTACHMENTS_MAX } from '../../../common/feedback';
import { requireUser } from '../../auth/session';
import { readFeedback, sendFeedback } from './service';

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
      const user = requireUser(request);
      const { body, files } = await readFeedback(request);
      await sendFeedback(app, user, body, files);
      return reply.status(204).send();
    },
  );
};
