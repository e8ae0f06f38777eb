import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/admin';
import { requireUser } from '../../auth/session';
import { openEventStream } from '../../events/sse';
import { createReportFeed, STREAMS_PER_USER } from './feed';
import { deleteReport, listReports } from './service';

const admins = ['admin', 'super-admin'] as const;

/** How often an open stream checks its session and role again, so a sign-out or a lost admin role ends it. */
export const STREAM_RECHECK_MS = 60_000;

export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = createReportFeed(app.db, app.events, app.log);
  // Open streams would keep server.close() waiting for ever.
  app.addHook('preClose', async () => feed.closeAll());

  app.get(
    '/api/admin/reports',
    { schema: { summary: 'The 20 latest question reports and how many there are (admin)' } },
    async (request) => {
      requireUser(request, admins);
      return listReports(app.db);
    },
  );

  app.get(
    '/api/admin/reports/events',
    {
      schema: {
        summary:
          'Server-sent events (admin): `event: reports` with `{"count":N}` on connect and after every change, ' +
          `a comment line every 25 s; at most ${STREAMS_PER_USER} open streams per user`,
      },
    },
    async (request, reply) => {
      const user = requireUser(request, admins);
      feed.assertRoomFor(user.id);
      const stream = openEventStream(reply);
      feed.watch(user.id, stream);
      const recheck = setInterval(() => {
        app.readSession(request).then(
          (current) => {
            if (current?.id !== user.id || !admins.some((role) => role === current.role)) stream.close();
          },
          (error: unknown) => app.log.warn({ err: error }, 'could not check an event stream session again'),
        );
      }, STREAM_RECHECK_MS);
      recheck.unref();
      stream.onClose(() => clearInterval(recheck));
    },
  );

  app.delete(
    '/api/admin/reports/:id',
    { schema: { summary: 'Delete a report (soft; admin)', params: IdParams } },
    async (request, reply) => {
      requireUser(request, admins);
      await deleteReport(app.db, request.params.id);
      app.events.publish('reports');
      return reply.status(204).send();
    },
  );
};
