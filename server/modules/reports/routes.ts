import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OwnReportList } from '../../../common/admins';
import { PracticeParams, QuestionParams, ReportBody } from '../../../common/practice';
import { publishReportCount } from '../admin-reports/service';
import { createReport, listPaperReports } from './service';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/practices/:practiceId/questions/:questionNo/reports',
    {
      schema: {
        summary: 'Report or appeal a question',
        params: QuestionParams,
        body: ReportBody,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const ctx = app.context(request);
      await createReport(ctx, request.params.practiceId, request.params.questionNo, request.body);
      // Admins with the reports page open see the new report at once.
      void publishReportCount(ctx, app.events, (error) =>
        request.log.error({ err: error }, 'could not publish the report count'),
      );
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/api/practices/:practiceId/reports',
    {
      schema: {
        summary: "The signed-in user's reports on their paper, and how admins answered them",
        params: PracticeParams,
        response: { 200: OwnReportList },
      },
    },
    async (request) => listPaperReports(app.context(request), request.params.practiceId),
  );
};
