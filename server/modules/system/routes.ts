import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicConfig } from '../../../common/config';
import { readPublicConfig } from './public-config';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and the database in use',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), version: z.string() }),
        },
      },
    },
    async () => {
      await app.db.selectFrom('settings').select('key').limit(1).execute();
      return { status: 'ok' as const, database: app.dialect, version: app.config.version };
    },
  );

  app.get(
    '/api/config',
    { schema: { summary: 'What the sign-in page needs before anyone signs in', response: { 200: PublicConfig } } },
    async () => readPublicConfig(app.appContext),
  );
};
