import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/admin';
import { ReportList, ResolveReportBody } from '../../../common/admins';
import { NoContent } from '../../../common/api';
import { admins } from '../../http/route-helpers';
import { deleteReport, listReports, publishReportCount, resolveReport } from './service';

export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports',
    {
      schema: {
        summary: 'The 20 latest question reports and how many there are (admin)',
        response: { 200: ReportList },
      },
    },
    async (request) => {
      return listReports(app.context(request, admins));
    },
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      schema: {
        summary: 'Answer a report: corrected and regraded, or no change, with a reply the reporter sees (admin)',
        params: IdParams,
        body: ResolveReportBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const ctx = app.context(request, admins);
      await resolveReport(ctx, request.params.id, request.body);
      void publishReportCount(ctx, app.events, (error) =>
        request.log.error({ err: error }, 'could not publish the report count'),
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/reports/:id',
    { schema: { summary: 'Delete a report (soft; admin)', params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      const ctx = app.context(request, admins);
      await deleteReport(ctx, request.params.id);
      // Admins' open streams (GET /api/events) hear the new count.
      void publishReportCount(ctx, app.events, (error) =>
        request.log.error({ err: error }, 'could not publish the report count'),
      );
      return reply.status(204).send();
    },
  );
};
