import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DigestSetting, DigestSettingBody } from '../../../common/digest';
import { requireUser } from '../../auth/session';
import { getDigestSetting, setDigestSetting } from './service';

export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/digest',
    {
      schema: {
        summary: "Whether the parents' weekly digest e-mail is on, and whether this account is offered it",
        response: { 200: DigestSetting },
      },
    },
    async (request) => getDigestSetting(app.db, requireUser(request).id),
  );

  app.put(
    '/api/me/digest',
    {
      schema: {
        summary: "Turn the parents' weekly digest e-mail on or off (teachers, not schools)",
        body: DigestSettingBody,
        response: { 200: DigestSetting },
      },
    },
    async (request) => setDigestSetting(app.db, requireUser(request).id, request.body.weeklyDigest),
  );
};
