import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AiJobParams,
  AiJobView,
  AiMarkingView,
  AiSolutionView,
  AiUsageView,
  CreateAiAssignmentBody,
  UsageQuery,
} from '../../../common/ai';
import { CreatePracticeBody, PracticeParams, PracticeView, QuestionParams } from '../../../common/practice';
import { requireUser } from '../../auth/session';
import { getPracticeView } from '../practices/review';
import {
  cancelAiJob,
  getAiJob,
  getAiMarking,
  getAiSolution,
  getAiUsage,
  requestAiSolution,
  startAiAssignment,
  startAiPractice,
} from './service';

/** AI practice, marking, solutions, assignments and usage (common/ai.ts lists the routes). */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ai/practices',
    {
      schema: {
        summary: 'Start an AI practice: it opens at once and its questions are written one by one',
        body: CreatePracticeBody,
        response: { 201: PracticeView },
      },
    },
    async (request, reply) => {
      const user = requireUser(request, ['student']);
      const id = await startAiPractice(app.db, user, request.body);
      return reply.status(201).send(await getPracticeView(app.db, user, id));
    },
  );

  app.get(
    '/api/ai/practices/:practiceId/marking',
    {
      schema: {
        summary: 'The AI marks of a practice, per marking-scheme point',
        params: PracticeParams,
        response: { 200: AiMarkingView },
      },
    },
    async (request) => getAiMarking(app.db, requireUser(request, ['student', 'teacher']), request.params.practiceId),
  );

  app.get(
    '/api/ai/practices/:practiceId/questions/:questionNo/solution',
    {
      schema: {
        summary: "A question's AI solution, if one was asked for",
        params: QuestionParams,
        response: { 200: AiSolutionView },
      },
    },
    async (request) =>
      getAiSolution(
        app.db,
        requireUser(request, ['student', 'teacher']),
        request.params.practiceId,
        request.params.questionNo,
      ),
  );

  app.post(
    '/api/ai/practices/:practiceId/questions/:questionNo/solution',
    {
      schema: {
        summary: "Ask for a question's AI solution (cached per question)",
        params: QuestionParams,
        response: { 200: AiSolutionView },
      },
    },
    async (request) =>
      requestAiSolution(
        app.db,
        requireUser(request, ['student', 'teacher']),
        request.params.practiceId,
        request.params.questionNo,
      ),
  );

  app.post(
    '/api/assignments/ai',
    {
      schema: {
        summary: 'Create an unpublished assignment whose questions AI writes (follow the job for progress)',
        body: CreateAiAssignmentBody,
        response: { 201: z.object({ id: z.string(), jobId: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startAiAssignment(app.db, requireUser(request, ['teacher']), request.body)),
  );

  app.get(
    '/api/ai/jobs/:jobId',
    { schema: { summary: 'The progress of an AI job you started', params: AiJobParams, response: { 200: AiJobView } } },
    async (request) => getAiJob(app.db, requireUser(request), request.params.jobId),
  );

  app.delete(
    '/api/ai/jobs/:jobId',
    { schema: { summary: 'Cancel an AI job you started', params: AiJobParams, response: { 200: AiJobView } } },
    async (request) => cancelAiJob(app.db, requireUser(request), request.params.jobId),
  );

  app.get(
    '/api/ai/usage',
    {
      schema: {
        summary: 'Super-admins: AI jobs, tokens and cost by user, and marking agreement',
        querystring: UsageQuery,
        response: { 200: AiUsageView },
      },
    },
    async (request) => {
      requireUser(request, ['super-admin']);
      return getAiUsage(app.db, request.query.days);
    },
  );
};
