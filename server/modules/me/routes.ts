import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent } from '../../../common/api';
import { ChangePasswordBody } from '../../../common/auth';
import { DeviceAnswer, DeviceBody } from '../../../common/device';
import { AVATAR_UPLOAD_MAX_BYTES, AvatarCropQuery, MePerks } from '../../../common/me';
import { Me, UpdateMeBody } from '../../../common/profile';
import { toHeaders } from '../../auth/session';
import { readUpload } from '../../storage/upload';
import {
  changePassword,
  enterApp,
  getPerks,
  recordDevice,
  recordReward,
  removeAvatar,
  setAvatar,
  updateMe,
} from './service';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web app asks for /api/me when it opens: that is when a user is "seen" (the users page's last seen).
  app.get(
    '/api/me',
    { schema: { summary: 'The signed-in profile; records it as seen now', response: { 200: Me } } },
    async (request) => {
      const ctx = app.context(request);
      return enterApp(ctx, ctx.user.id);
    },
  );

  app.put(
    '/api/me/device',
    {
      schema: {
        summary:
          "The native wrapper's push token and icon badge (the sum of the menu counts), sent on entering the app",
        body: DeviceBody,
        response: { 200: DeviceAnswer },
      },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => {
      const ctx = app.context(request);
      return recordDevice(ctx, ctx.user.id, request.body);
    },
  );

  app.patch(
    '/api/me',
    { schema: { summary: 'Update name, language, defaults or role', body: UpdateMeBody, response: { 200: Me } } },
    async (request) => updateMe(app.context(request), request.body),
  );

  app.post(
    '/api/me/password',
    {
      schema: {
        summary: 'Change the password (old, new, confirm)',
        body: ChangePasswordBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const setCookies = await changePassword(app.context(request), request.body, toHeaders(request));
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/me/avatar',
    {
      schema: {
        summary: 'Upload an avatar (multipart, one picture); the square x, y, size is kept, stored as a 256 px PNG',
        querystring: AvatarCropQuery,
        response: { 200: Me },
      },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const ctx = app.context(request);
      const upload = await readUpload(request, AVATAR_UPLOAD_MAX_BYTES);
      return setAvatar(ctx, upload, request.query);
    },
  );

  app.delete('/api/me/avatar', { schema: { summary: 'Remove the avatar', response: { 200: Me } } }, async (request) =>
    removeAvatar(app.context(request)),
  );

  app.get(
    '/api/me/perks',
    { schema: { summary: 'The free trial and the rating and share reward windows', response: { 200: MePerks } } },
    async (request) => {
      const ctx = app.context(request);
      return getPerks(ctx, ctx.user.id);
    },
  );

  app.post(
    '/api/me/rating',
    {
      schema: {
        summary: 'The user rated the app on a store: starts the rating reward (first time only)',
        response: { 200: MePerks },
      },
    },
    async (request) => recordReward(app.context(request), 'rating'),
  );

  app.post(
    '/api/me/share',
    {
      schema: {
        summary: 'The user shared the app: starts the share reward (first time only)',
        response: { 200: MePerks },
      },
    },
    async (request) => recordReward(app.context(request), 'share'),
  );
};
