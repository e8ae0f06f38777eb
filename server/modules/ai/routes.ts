import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AiAssignmentParams,
  AiAssignmentStarted,
  AiJobParams,
  AiJobStarted,
  AiJobView,
  AiMarkingView,
  AiQuestionBody,
  AiRepeatAssignmentBody,
  AiRepeatPracticeBody,
  AiSolutionView,
  AiUsageView,
  AssignmentCreated,
  CreateAiAssignmentBody,
  ReadAnswerQuery,
  ReadAnswerView,
  SaveUploadBody,
  UPLOAD_LIMITS,
  UploadParams,
  UploadQuery,
  UploadReadView,
  UsageQuery,
} from '../../../common/ai';
import { CreatePracticeBody, PracticeParams, PracticeView, QuestionParams } from '../../../common/practice';
import { AppError } from '../../errors';
import { readPageFiles, readUploadedFiles } from '../../storage/pages';
import { startPaper } from '../practices/service';
import { startAiAssignment, startAiAssignmentQuestion, startAiRepeatAssignment } from './assignments';
import {
  cancelAiJob,
  getAiJob,
  getAiMarking,
  getAiSolution,
  getAiUsage,
  requestAiSolution,
  startAiPractice,
  startAiRepeatPractice,
} from './service';
import { getOcr, getReadAnswer, getUploadRead, saveUpload, startOcr, startReadAnswer, startUploadRead } from './upload';
import { WORKSHEET_KINDS } from './upload-documents';

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
    async (request, reply) =>
      reply.status(201).send(await startPaper(app.context(request, ['student']), startAiPractice, request.body)),
  );

  app.post(
    '/api/ai/practices/repeat',
    {
      schema: {
        summary: 'Practise with AI questions like one of your own finished paper: it opens at once, as any AI practice',
        body: AiRepeatPracticeBody,
        response: { 201: PracticeView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startPaper(app.context(request, ['student']), startAiRepeatPractice, request.body)),
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
    async (request) => getAiMarking(app.context(request, ['student', 'teacher']), request.params.practiceId),
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
      getAiSolution(app.context(request, ['student', 'teacher']), request.params.practiceId, request.params.questionNo),
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
        app.context(request, ['student', 'teacher']),
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
      reply.status(201).send(await startAiAssignment(app.context(request, ['teacher']), request.body)),
  );

  app.post(
    '/api/assignments/ai/repeat',
    {
      schema: {
        summary: "Repeat a question of a linked student's finished paper with AI: an unpublished assignment it writes",
        body: AiRepeatAssignmentBody,
        response: { 201: AiAssignmentStarted },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startAiRepeatAssignment(app.context(request, ['teacher']), request.body)),
  );

  app.post(
    '/api/assignments/:assignmentId/ai-questions',
    {
      schema: {
        summary: 'Write one AI question into an unpublished assignment, at the end or in place of another',
        params: AiAssignmentParams,
        body: AiQuestionBody,
        response: { 201: AiJobStarted },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startAiAssignmentQuestion(app.context(request, ['teacher']), request.params.assignmentId, request.body),
        ),
  );

  app.post(
    '/api/assignments/upload',
    {
      schema: {
        summary:
          'Upload up to 10 PDF, PNG or JPEG files or Word/spreadsheet text (HTML, CSV; 10 MB each): a job reads them into questions',
        querystring: UploadQuery,
        response: { 201: AiJobStarted },
      },
    },
    async (request, reply) => {
      // Role first, so a caller who may not upload is refused before the files are read.
      const ctx = app.context(request, ['teacher']);
      const files = await readUploadedFiles(request, UPLOAD_LIMITS, WORKSHEET_KINDS);
      const started = await startUploadRead(ctx, request.query.subjectId, request.query.locale, files);
      return reply.status(201).send(started);
    },
  );

  app.get(
    '/api/assignments/upload/:jobId',
    {
      schema: {
        summary: 'The questions read from an upload so far, for review',
        params: UploadParams,
        response: { 200: UploadReadView },
      },
    },
    async (request) => getUploadRead(app.context(request, ['teacher']), request.params.jobId),
  );

  app.post(
    '/api/assignments/upload/save',
    {
      schema: {
        summary: 'Save the reviewed questions as an unpublished assignment',
        body: SaveUploadBody,
        response: { 201: AssignmentCreated },
      },
    },
    async (request, reply) => reply.status(201).send(await saveUpload(app.context(request, ['teacher']), request.body)),
  );

  app.post(
    '/api/ai/read-answer',
    {
      schema: {
        summary: "Read a photo of a student's written answer into text (a job; the student edits the text)",
        querystring: ReadAnswerQuery,
        response: { 201: AiJobStarted },
      },
    },
    async (request, reply) => {
      const ctx = app.context(request, ['student']);
      const photo = await readAnswerPhotoFile(request);
      return reply.status(201).send(await startReadAnswer(ctx, request.query, photo));
    },
  );

  app.get(
    '/api/ai/read-answer/:jobId',
    {
      schema: {
        summary: 'What a photo of an answer was read as',
        params: UploadParams,
        response: { 200: ReadAnswerView },
      },
    },
    async (request) => getReadAnswer(app.context(request, ['student']), request.params.jobId),
  );

  app.post(
    '/api/ai/ocr',
    {
      schema: {
        summary: 'Read the text of one image (maths as LaTeX) for an editor (a job)',
        response: { 201: AiJobStarted },
      },
    },
    async (request, reply) => {
      const ctx = app.context(request, ['teacher', 'admin', 'super-admin']);
      const photo = await readAnswerPhotoFile(request);
      return reply.status(201).send(await startOcr(ctx, photo));
    },
  );

  app.get(
    '/api/ai/ocr/:jobId',
    { schema: { summary: 'The text read from an image', params: UploadParams, response: { 200: ReadAnswerView } } },
    async (request) => getOcr(app.context(request, ['teacher', 'admin', 'super-admin']), request.params.jobId),
  );

  app.get(
    '/api/ai/jobs/:jobId',
    { schema: { summary: 'The progress of an AI job you started', params: AiJobParams, response: { 200: AiJobView } } },
    async (request) => getAiJob(app.context(request), request.params.jobId),
  );

  app.delete(
    '/api/ai/jobs/:jobId',
    { schema: { summary: 'Cancel an AI job you started', params: AiJobParams, response: { 200: AiJobView } } },
    async (request) => cancelAiJob(app.context(request), request.params.jobId),
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
      return getAiUsage(app.context(request, ['super-admin']), request.query.days);
    },
  );
};

/** One photo (PNG or JPEG by its bytes, at most 10 MB) of a written answer. */
async function readAnswerPhotoFile(request: FastifyRequest) {
  const files = await readPageFiles(request, UPLOAD_LIMITS);
  if (files.length > 1) throw new AppError('too_many_files', 400, { max: 1 });
  const [file] = files;
  if (!file || file.type === 'pdf') throw new AppError('invalid_file_type', 400, { allowed: 'PNG, JPEG' });
  return { bytes: file.bytes, mime: file.type === 'png' ? ('image/png' as const) : ('image/jpeg' as const) };
}
