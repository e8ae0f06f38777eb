import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DigestSetting, DigestSettingBody } from '../../../common/digest';
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
    async (request) => {
      const ctx = app.context(request);
      return getDigestSetting(ctx, ctx.user.id);
    },
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
    async (request) => {
      const ctx = app.context(request);
      return setDigestSetting(ctx, ctx.user.id, request.body.weeklyDigest);
    },
  );
};
