import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReviewBudgetBody } from '../../../common/learning-settings';
import {
  ReviewPracticeBody,
  ReviewQueueView,
  StatisticsParams,
  StatisticsQuery,
  StatisticsView,
  StudentAssignmentStatistics,
} from '../../../common/statistics';
import { students } from '../../http/route-helpers';
import { getStudentAssignmentStatistics } from './assignments';
import { getReviewQueue, setReviewBudget, startReviewPractice } from './notebook';
import { getStatistics } from './service';

/** Schools (and parents) are teacher accounts: they follow a student through an accepted link. */
const followers = ['teacher'] as const;

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/statistics',
    {
      schema: {
        summary: "The student's own statistics in a subject over a range",
        querystring: StatisticsQuery,
        response: { 200: StatisticsView },
      },
    },
    async (request) => getStatistics(app.context(request, students), undefined, request.query),
  );

  app.get(
    '/api/statistics/:studentId',
    {
      schema: {
        summary: "A linked student's statistics in a subject over a range",
        params: StatisticsParams,
        querystring: StatisticsQuery,
        response: { 200: StatisticsView },
      },
    },
    async (request) => getStatistics(app.context(request, followers), request.params.studentId, request.query),
  );

  app.get(
    '/api/statistics/:studentId/assignments',
    {
      schema: {
        summary: "The assignments tab: punctuality and this teacher's assignments for a linked student",
        params: StatisticsParams,
        querystring: StatisticsQuery,
        response: { 200: StudentAssignmentStatistics },
      },
    },
    async (request) =>
      getStudentAssignmentStatistics(app.context(request, followers), request.params.studentId, request.query),
  );

  app.get(
    '/api/review-queue',
    { schema: { summary: "The student's wrong-question notebook", response: { 200: ReviewQueueView } } },
    async (request) => getReviewQueue(app.context(request, students)),
  );

  app.put(
    '/api/review-queue/budget',
    {
      schema: {
        summary: 'Set your own daily review budget, or null for the one everyone has',
        body: ReviewBudgetBody,
        response: { 200: ReviewQueueView },
      },
    },
    async (request) => setReviewBudget(app.context(request, students), request.body),
  );

  app.post(
    '/api/review-queue/practice',
    {
      schema: {
        summary: 'Start a short practice of the questions due for review',
        body: ReviewPracticeBody,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startReviewPractice(app.context(request, students), request.body)),
  );
};
