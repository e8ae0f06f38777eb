import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoContent } from '../../../common/api';
import {
  AddAssignmentQuestionBody,
  AssignmentListResponse,
  AssignmentParams,
  AssignmentQuestionParams,
  AssignmentResults,
  AssignmentStudentParams,
  AssignmentView,
  CreateAssignmentBody,
  HandInPageParams,
  HandInPagesView,
  RepeatAssignmentBody,
  UpdateAssignmentBody,
} from '../../../common/assignments';
import { FILE_PICKER } from '../../../common/files';
import { UpdatePracticeQuestionBody } from '../../../common/question-copy';
import { readers, students, teachers } from '../../http/route-helpers';
import { readPageFiles } from '../../storage/pages';
import { addAssignmentQuestion } from './add-question';
import { createAssignment } from './create';
import { deleteAssignment } from './delete';
import { editAssignmentQuestion } from './edit-question';
import { getAssignmentView } from './get';
import { getAssignmentResults } from './get-results';
import { getHandInPage, getHandInPages, handInPaper } from './hand-in';
import { listAssignments } from './list';
import { publishAssignment } from './publish';
import { repeatAssignment } from './repeat';
import { startAssignment } from './start';
import { updateAssignmentFields } from './update';

/** Schools are teacher accounts (isSchool): they set assignments as teachers do. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/assignments',
    {
      schema: {
        summary: 'Create an unpublished assignment from the bank or blank',
        body: CreateAssignmentBody,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const id = await createAssignment(app.context(request, teachers), request.body);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/api/assignments/repeat',
    {
      schema: {
        summary: "Repeat a question of a linked student's finished paper: an unpublished assignment of similar ones",
        body: RepeatAssignmentBody,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const id = await repeatAssignment(app.context(request, teachers), request.body);
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/api/assignments',
    {
      schema: {
        summary: 'Teacher: own assignments; student: the published ones set for them, each with status',
        response: { 200: AssignmentListResponse },
      },
    },
    async (request) => listAssignments(app.context(request, readers)),
  );

  app.get(
    '/api/assignments/:assignmentId',
    {
      schema: {
        summary: 'An assignment (its paper for its teacher)',
        params: AssignmentParams,
        response: { 200: AssignmentView },
      },
    },
    async (request) => getAssignmentView(app.context(request, readers), request.params.assignmentId),
  );

  app.patch(
    '/api/assignments/:assignmentId',
    {
      schema: {
        summary: 'Save remark, due date, students; before publishing also the order of the paper and time limit',
        params: AssignmentParams,
        body: UpdateAssignmentBody,
        response: { 200: AssignmentView },
      },
    },
    async (request) =>
      updateAssignmentFields(app.context(request, teachers), request.params.assignmentId, request.body),
  );

  app.post(
    '/api/assignments/:assignmentId/publish',
    { schema: { summary: 'Publish to its students', params: AssignmentParams, response: { 200: AssignmentView } } },
    // Its students' assignment lists and badges update at once: the assignmentPublished hook (subscribers.ts).
    async (request) => publishAssignment(app.context(request, teachers), request.params.assignmentId),
  );

  app.delete(
    '/api/assignments/:assignmentId',
    { schema: { summary: 'Delete an assignment (soft)', params: AssignmentParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteAssignment(app.context(request, teachers), request.params.assignmentId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/assignments/:assignmentId/start',
    {
      schema: {
        summary: "Start (or resume) the student's practice of the assignment",
        params: AssignmentParams,
        response: { 200: z.object({ practiceId: z.string() }) },
      },
    },
    async (request) => startAssignment(app.context(request, students), request.params.assignmentId),
  );

  app.get(
    '/api/assignments/:assignmentId/results',
    {
      schema: {
        summary: 'Results by student, question and chapter',
        params: AssignmentParams,
        response: { 200: AssignmentResults },
      },
    },
    async (request) => getAssignmentResults(app.context(request, teachers), request.params.assignmentId),
  );

  app.post(
    '/api/assignments/:assignmentId/questions',
    {
      schema: {
        summary: 'Add a question at the end of an unpublished paper, from the bank or written',
        params: AssignmentParams,
        body: AddAssignmentQuestionBody,
        response: { 201: AssignmentView },
      },
    },
    async (request, reply) => {
      const view = await addAssignmentQuestion(
        app.context(request, teachers),
        request.params.assignmentId,
        request.body,
      );
      return reply.status(201).send(view);
    },
  );

  app.patch(
    '/api/assignments/:assignmentId/questions/:questionId',
    {
      schema: {
        summary: "Edit the assignment's copy of a question (never the bank's) before publishing",
        params: AssignmentQuestionParams,
        body: UpdatePracticeQuestionBody,
        response: { 200: AssignmentView },
      },
    },
    async (request) =>
      editAssignmentQuestion(
        app.context(request, teachers),
        request.params.assignmentId,
        request.params.questionId,
        request.body,
      ),
  );

  app.post(
    '/api/assignments/:assignmentId/students/:studentId/hand-in',
    {
      schema: {
        summary:
          "Upload a student's paper handed in on paper (up to 10 PDF, PNG or JPEG files of 10 MB; 30 pages in all): kept for the teacher to mark by hand, with or without AI",
        params: AssignmentStudentParams,
        response: { 201: HandInPagesView },
      },
    },
    async (request, reply) => {
      // Role first, so a caller who may not upload is refused before the files are read.
      const ctx = app.context(request, teachers);
      const files = await readPageFiles(request, FILE_PICKER);
      const view = await handInPaper(ctx, request.params.assignmentId, request.params.studentId, files);
      return reply.status(201).send(view);
    },
  );

  app.get(
    '/api/assignments/:assignmentId/students/:studentId/pages',
    {
      schema: {
        summary: "The pages of a student's paper handed in on paper, in order, for the teacher who set it",
        params: AssignmentStudentParams,
        response: { 200: HandInPagesView },
      },
    },
    async (request) =>
      getHandInPages(app.context(request, teachers), request.params.assignmentId, request.params.studentId),
  );

  app.get(
    '/api/assignments/:assignmentId/students/:studentId/pages/:pageNo',
    { schema: { summary: "One page's image of a handed-in paper", params: HandInPageParams } },
    async (request, reply) => {
      const { assignmentId, studentId, pageNo } = request.params;
      const page = await getHandInPage(app.context(request, teachers), assignmentId, studentId, pageNo);
      // A page never changes under its number (more pages come after), so this browser may keep it.
      return reply
        .header('content-type', page.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(page.bytes);
    },
  );
};
