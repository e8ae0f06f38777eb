import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordBody } from '../../../common/auth';
import { UpdateMeBody } from '../../../common/profile';
import { requireUser } from '../../auth/session';
import { changePassword, getMe, markSeen, updateMe } from './service';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web app asks for /api/me when it opens: that is when a user is "seen" (the users page's last seen).
  app.get('/api/me', { schema: { summary: 'The signed-in profile; records it as seen now' } }, async (request) => {
    const user = requireUser(request);
    await markSeen(app.db, user.id, Date.now());
    return getMe(app.db, user.id);
  });

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
