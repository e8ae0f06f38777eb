import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuestionParams, ReportBody } from '../../../common/practice';
import { AppError } from '../../errors';
import { publishReportCount } from '../admin-reports/service';
import { findOwnPractice, findPracticeQuestion } from '../practices/service';

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
      const { user } = ctx;
      const { practiceId, questionNo } = request.params;
      const practice = await findOwnPractice(app.db, practiceId, user.id);
      const question = practice ? await findPracticeQuestion(app.db, practiceId, questionNo) : undefined;
      if (!practice || !question) throw new AppError('practice_not_found', 404);
      await app.db
        .insertInto('reports')
        .values({
          userId: user.id,
          questionId: question.questionId,
          subjectId: practice.subjectId,
          chapterId: question.chapterId,
          practiceId,
          assignmentId: practice.assignmentId,
          questionNo,
          locale: practice.locale,
          message: request.body.message,
          deleted: 0,
          createdAt: Date.now(),
        })
        .execute();
      // Admins with the reports page open see the new report at once.
      void publishReportCount(ctx, app.events, (error) =>
        request.log.error({ err: error }, 'could not publish the report count'),
      );
      return reply.status(201).send({ ok: true });
    },
  );
};
