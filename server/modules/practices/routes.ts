import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent } from '../../../common/api';
import { StudentParams, StudentPracticeHistory } from '../../../common/links';
import { CreateMockPracticeBody, MockPaperList, MockPapersQuery } from '../../../common/mock-papers';
import {
  CreatePracticeBody,
  HistoryQuery,
  PracticeClock,
  PracticeHistoryPage,
  PracticeParams,
  PracticeView,
  QuestionParams,
  ReplaceQuestionBody,
  SaveAnswerBody,
  SaveAnswerResult,
  SetScoreBody,
  UpdatePracticeBody,
} from '../../../common/practice';
import {
  PracticeQuestionCopyView,
  PracticeQuestionParams,
  UpdatePracticeQuestionBody,
} from '../../../common/question-copy';
import { publish } from '../../events/publish';
import { readers, students, teachers } from '../../http/route-helpers';
import { getQuestionCopy, listMockPapers, updateQuestionCopy } from '../papers/service';
import { saveAnswer } from './answers';
import { createPractice } from './create';
import { deletePractice, listPracticeHistory, listStudentPractices, redoPractice, updateRemark } from './history';
import { createMockPractice } from './mock';
import { getPracticeClock, getPracticeView, markAnswer, replaceQuestion, startPaper, submitPractice } from './review';

/** Practices are the student's own; a teacher the student accepted may read and mark them (review.ts). */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/practices',
    {
      schema: {
        summary: 'Start a practice from the question bank',
        body: CreatePracticeBody,
        response: { 201: PracticeView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startPaper(app.context(request, students), createPractice, request.body)),
  );

  app.get(
    '/api/mock-papers',
    {
      schema: {
        summary: "The HKDSE papers a subject's mock can follow: sections, marks and time",
        querystring: MockPapersQuery,
        response: { 200: MockPaperList },
      },
    },
    async (request) => {
      app.context(request, readers);
      return listMockPapers(request.query.subjectId);
    },
  );

  app.post(
    '/api/practices/mock',
    {
      schema: {
        summary: 'Start a full-length mock of an HKDSE paper, drawn to its blueprint',
        body: CreateMockPracticeBody,
        response: { 201: PracticeView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startPaper(app.context(request, students), createMockPractice, request.body)),
  );

  app.get(
    '/api/practices',
    {
      schema: {
        summary: 'Practice history, newest first',
        querystring: HistoryQuery,
        response: { 200: PracticeHistoryPage },
      },
    },
    async (request) => {
      const ctx = app.context(request, students);
      return listPracticeHistory(ctx, ctx.user.id, request.query);
    },
  );

  app.get(
    '/api/practices/:practiceId',
    {
      schema: {
        summary: 'A practice with its questions (answers and solutions once finished)',
        params: PracticeParams,
        response: { 200: PracticeView },
      },
    },
    async (request) => getPracticeView(app.context(request, readers), request.params.practiceId),
  );

  app.get(
    '/api/practices/:practiceId/clock',
    {
      schema: {
        summary: "The paper's clock: the server's time, the deadline and whether it is finished (the owner's)",
        params: PracticeParams,
        response: { 200: PracticeClock },
      },
    },
    async (request) => getPracticeClock(app.context(request, students), request.params.practiceId),
  );

  app.put(
    '/api/practices/:practiceId/answers/:questionNo',
    {
      schema: {
        summary: 'Save one answer (idempotent, ordered by seq)',
        params: QuestionParams,
        body: SaveAnswerBody,
        response: { 200: SaveAnswerResult },
      },
    },
    async (request) =>
      saveAnswer(app.context(request, students), request.params.practiceId, request.params.questionNo, request.body),
  );

  app.post(
    '/api/practices/:practiceId/submit',
    { schema: { summary: 'Submit the practice', params: PracticeParams, response: { 200: PracticeView } } },
    async (request) => submitPractice(app.context(request, students), request.params.practiceId),
  );

  app.patch(
    '/api/practices/:practiceId',
    {
      schema: {
        summary: 'Edit the remark',
        params: PracticeParams,
        body: UpdatePracticeBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await updateRemark(app.context(request, students), request.params.practiceId, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/practices/:practiceId',
    {
      schema: {
        summary: 'Delete an own practice (not an assignment)',
        params: PracticeParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deletePractice(app.context(request, students), request.params.practiceId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/practices/:practiceId/redo',
    {
      schema: {
        summary: 'Start a new copy with answers cleared',
        params: PracticeParams,
        response: { 201: PracticeView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startPaper(app.context(request, students), redoPractice, request.params.practiceId)),
  );

  app.put(
    '/api/practices/:practiceId/questions/:questionNo/score',
    {
      schema: {
        summary: "Mark an answer: the student's own short or long one, or any, by a linked teacher",
        params: QuestionParams,
        body: SetScoreBody,
        response: { 200: PracticeView },
      },
    },
    async (request) => {
      const ctx = app.context(request, readers);
      const { user } = ctx;
      const view = await markAnswer(ctx, request.params.practiceId, request.params.questionNo, request.body);
      // The student's open result page shows the teacher's mark at once.
      if (view.student.id !== user.id)
        void publish(app.events, view.student.id, { type: 'marks', data: { practiceId: view.id } });
      return view;
    },
  );

  app.post(
    '/api/practices/:practiceId/questions/:questionNo/replace',
    {
      schema: {
        summary: 'Change a question for another from the bank',
        params: QuestionParams,
        body: ReplaceQuestionBody,
        response: { 200: PracticeView },
      },
    },
    async (request) =>
      replaceQuestion(
        app.context(request, students),
        request.params.practiceId,
        request.params.questionNo,
        request.body,
      ),
  );

  app.get(
    '/api/practice-questions/:questionId',
    {
      schema: {
        summary: "A question as it stands in a linked student's finished practice, for the teacher to edit",
        params: PracticeQuestionParams,
        response: { 200: PracticeQuestionCopyView },
      },
    },
    async (request) => getQuestionCopy(app.context(request, teachers), request.params.questionId),
  );

  app.patch(
    '/api/practice-questions/:questionId',
    {
      schema: {
        summary: "Edit the practice's copy of a question (never the bank's); the mark follows",
        params: PracticeQuestionParams,
        body: UpdatePracticeQuestionBody,
        response: { 200: PracticeQuestionCopyView },
      },
    },
    async (request) => updateQuestionCopy(app.context(request, teachers), request.params.questionId, request.body),
  );

  app.get(
    '/api/students/:studentId/practices',
    {
      schema: {
        summary: "A linked student's practice history",
        params: StudentParams,
        querystring: HistoryQuery,
        response: { 200: StudentPracticeHistory },
      },
    },
    async (request) => listStudentPractices(app.context(request, teachers), request.params.studentId, request.query),
  );
};
