import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordBody } from '../../../common/auth';
import { UpdateMeBody } from '../../../common/profile';
import { requireUser } from '../../auth/session';
import { changePassword, getMe, updateMe } from './service';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/me', { schema: { summary: 'The signed-in profile' } }, async (request) =>
    getMe(app.db, requireUser(request).id),
  );

  app.patch(
    '/api/me',
    { schema: { summary: 'Update name, language, defaults or role', body: UpdateMeBody } },
    async (request) => updateMe(app.db, requireUser(request), request.body),
  );

  app.post(
    '/api/me/password',
    { schema: { summary: 'Change the password (old, new, confirm)', body: ChangePasswordBody } },
    async (request, reply) => {
      const setCookies = await changePassword(app, requireUser(request), request.body, request);
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return reply.status(204).send();
    },
  );
};
