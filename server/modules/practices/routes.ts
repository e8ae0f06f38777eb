import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePracticeBody,
  HistoryQuery,
  PracticeParams,
  QuestionParams,
  ReplaceQuestionBody,
  SaveAnswerBody,
  SetScoreBody,
  UpdatePracticeBody,
} from '../../../common/practice';
import { requireUser } from '../../auth/session';
import { createGroupCommit } from '../../db/group-commit';
import { saveAnswer } from './answers';
import { createPractice } from './create';
import { deletePractice, listPracticeHistory, redoPractice, updateRemark } from './history';
import { type AnswerSave, saveAnswersIfAllowed } from './queries';
import { getPracticeView, replaceQuestion, setOwnScore, submitPractice } from './review';

/** Practices are the student's own; the linked teacher's access comes with assignments. */
const students = ['student'] as const;

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeAnswer = createGroupCommit((inputs: AnswerSave[]) => saveAnswersIfAllowed(app.db, inputs, app.runWrite));

  app.post(
    '/api/practices',
    { schema: { summary: 'Start a practice from the question bank', body: CreatePracticeBody } },
    async (request, reply) => {
      const user = requireUser(request, students);
      const id = await createPractice(app.db, user, request.body);
      return reply.status(201).send(await getPracticeView(app.db, user, id));
    },
  );

  app.get(
    '/api/practices',
    { schema: { summary: 'Practice history, newest first', querystring: HistoryQuery } },
    async (request) => listPracticeHistory(app.db, requireUser(request, students), request.query),
  );

  app.get(
    '/api/practices/:practiceId',
    {
      schema: {
        summary: 'A practice with its questions (answers and solutions once finished)',
        params: PracticeParams,
      },
    },
    async (request) => getPracticeView(app.db, requireUser(request, students), request.params.practiceId),
  );

  app.put(
    '/api/practices/:practiceId/answers/:questionNo',
    {
      schema: { summary: 'Save one answer (idempotent, ordered by seq)', params: QuestionParams, body: SaveAnswerBody },
    },
    async (request) =>
      saveAnswer(
        app.db,
        requireUser(request, students),
        request.params.practiceId,
        request.params.questionNo,
        request.body,
        { write: writeAnswer },
      ),
  );

  app.post(
    '/api/practices/:practiceId/submit',
    { schema: { summary: 'Submit the practice', params: PracticeParams } },
    async (request) => submitPractice(app.db, requireUser(request, students), request.params.practiceId),
  );

  app.patch(
    '/api/practices/:practiceId',
    { schema: { summary: 'Edit the remark', params: PracticeParams, body: UpdatePracticeBody } },
    async (request, reply) => {
      await updateRemark(app.db, requireUser(request, students), request.params.practiceId, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/practices/:practiceId',
    { schema: { summary: 'Delete an own practice (not an assignment)', params: PracticeParams } },
    async (request, reply) => {
      await deletePractice(app.db, requireUser(request, students), request.params.practiceId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/practices/:practiceId/redo',
    { schema: { summary: 'Start a new copy with answers cleared', params: PracticeParams } },
    async (request, reply) => {
      const user = requireUser(request, students);
      const id = await redoPractice(app.db, user, request.params.practiceId);
      return reply.status(201).send(await getPracticeView(app.db, user, id));
    },
  );

  app.put(
    '/api/practices/:practiceId/questions/:questionNo/score',
    { schema: { summary: 'Self-mark a short or long answer', params: QuestionParams, body: SetScoreBody } },
    async (request) =>
      setOwnScore(
        app.db,
        requireUser(request, students),
        request.params.practiceId,
        request.params.questionNo,
        request.body,
      ),
  );

  app.post(
    '/api/practices/:practiceId/questions/:questionNo/replace',
    {
      schema: {
        summary: 'Change a question for another from the bank',
        params: QuestionParams,
        body: ReplaceQuestionBody,
      },
    },
    async (request) =>
      replaceQuestion(
        app.db,
        requireUser(request, students),
        request.params.practiceId,
        request.params.questionNo,
        request.body,
      ),
  );
};
