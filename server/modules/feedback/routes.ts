import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeedbackBody } from '../../../common/feedback';
import { requireUser } from '../../auth/session';
import { feedbackMail } from '../../mail/templates';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      schema: { summary: 'Contact us: a message to the team', body: FeedbackBody },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await app.mailer.send({
        to: app.config.contactEmail,
        ...feedbackMail({
          from: request.body.email,
          name: user.displayName,
          role: user.role ?? 'none',
          message: request.body.message,
        }),
      });
      return reply.status(204).send();
    },
  );
};
