import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../../../common/admin';
import { NoContent } from '../../../common/api';
import {
  ImportCommitBody,
  ImportCommitResult,
  ImportPreview,
  ImportQuery,
  InviteRowsBody,
} from '../../../common/class-import';
import { JoinParams, JoinPreview, JoinResult } from '../../../common/classes';
import {
  InvitedStudent,
  InviteStudentBody,
  StudentLinkView,
  StudentList,
  StudentParams,
  TeacherLinkView,
  TeacherParams,
  TeachersAnswer,
  UpdateStudentLinkBody,
} from '../../../common/links';
import { AppError } from '../../errors';
import { sendCreatedUncached, students, teachers } from '../../http/route-helpers';
import { readUpload } from '../../storage/upload';
import { checkInvites, commitImport, inviteRows, previewImport } from './import';
import { readClassList } from './import-sheet';
import { joinClass, previewJoin } from './join';
import {
  acceptTeacher,
  inviteStudent,
  listStudents,
  listTeachers,
  removeStudent,
  removeTeacher,
  updateStudentLink,
} from './service';

/** Schools are teacher accounts (isSchool), so both invite and follow students here. */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttleJoin = createJoinThrottle(app);

  app.get(
    '/api/students',
    { schema: { summary: "The teacher's students, newest first", response: { 200: StudentList } } },
    async (request) => ({ students: await listStudents(app.context(request, teachers)) }),
  );

  app.post(
    '/api/students',
    {
      schema: {
        summary: 'Invite a student by e-mail, or make their account',
        body: InviteStudentBody,
        response: { 201: InvitedStudent },
      },
      // A new account hashes a password and sends a mail; a class typed in one by one stays well under this.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const invited = await inviteStudent(app.context(request, teachers), request.body);
      return sendCreatedUncached(reply, invited);
    },
  );

  app.delete(
    '/api/students/:studentId',
    {
      schema: {
        summary: 'Remove a student (or withdraw an invitation)',
        params: StudentParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await removeStudent(app.context(request, teachers), request.params.studentId);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/api/students/:studentId',
    {
      schema: {
        summary: "Give a student extra time on the teacher's assignments",
        params: StudentParams,
        body: UpdateStudentLinkBody,
        response: { 200: StudentLinkView },
      },
    },
    async (request) => updateStudentLink(app.context(request, teachers), request.params.studentId, request.body),
  );

  app.get(
    '/api/teachers',
    { schema: { summary: "The student's teachers and invitations, pending first", response: { 200: TeachersAnswer } } },
    async (request) => ({ teachers: await listTeachers(app.context(request, students)) }),
  );

  app.post(
    '/api/teachers/:teacherId/accept',
    { schema: { summary: "Accept a teacher's invitation", params: TeacherParams, response: { 200: TeacherLinkView } } },
    async (request) => acceptTeacher(app.context(request, students), request.params.teacherId),
  );

  app.delete(
    '/api/teachers/:teacherId',
    {
      schema: {
        summary: 'Reject an invitation or remove a teacher',
        params: TeacherParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await removeTeacher(app.context(request, students), request.params.teacherId);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/students/invite/check',
    {
      schema: {
        summary: "Check the invite dialog's rows (each row's error); writes nothing",
        body: InviteRowsBody,
        response: { 200: ImportPreview },
      },
    },
    async (request) => checkInvites(app.context(request, teachers), request.body),
  );

  app.post(
    '/api/students/invite',
    {
      schema: {
        summary: "Invite the dialog's rows: all of them, or none when one is refused",
        body: InviteRowsBody,
        response: { 201: ImportCommitResult },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const result = await inviteRows(app.context(request, teachers), request.body);
      return sendCreatedUncached(reply, result);
    },
  );

  app.post(
    '/api/students/import',
    {
      schema: {
        summary: 'Check an uploaded class list (.xlsx or .csv: name, e-mail, class name, class number); writes nothing',
        querystring: ImportQuery,
        response: { 200: ImportPreview },
      },
    },
    async (request) => {
      const ctx = app.context(request, teachers);
      const { bytes } = await readUpload(request, UPLOAD_MAX_BYTES);
      return previewImport(ctx, await readClassList(bytes), request.query.schoolId);
    },
  );

  app.post(
    '/api/students/import/commit',
    {
      schema: {
        summary: 'Invite a checked class list: make accounts, link students, fill classes',
        body: ImportCommitBody,
        response: { 201: ImportCommitResult },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const result = await commitImport(app.context(request, teachers), request.body);
      return sendCreatedUncached(reply, result);
    },
  );

  app.get(
    '/api/join/:code',
    {
      schema: {
        summary: 'The class a join code opens (anyone may ask: the page shows it before signing up)',
        params: JoinParams,
        response: { 200: JoinPreview },
      },
      preHandler: throttleJoin,
    },
    async (request) => previewJoin(app.appContext, request.user, request.params.code),
  );

  app.post(
    '/api/join/:code',
    {
      schema: {
        summary: "Join a class by its code: the student becomes a member and the teacher's student",
        params: JoinParams,
        response: { 200: JoinResult },
      },
      preHandler: throttleJoin,
    },
    async (request) => joinClass(app.context(request), request.params.code),
  );
};

/**
 * Join codes are guessed one attempt at a time, as passwords are: both routes count attempts like sign-in does (in the
 * database, so every app server counts the same), per account and per client address, with sign-in's allowances.
 */
function createJoinThrottle(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const { config } = app;
  const byAddress = app.createRateLimit({
    max: config.signInPerAddress,
    timeWindow: config.signInWindowMs,
    keyGenerator: (request) => `join-address:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: config.signInPerAccount,
    timeWindow: config.signInWindowMs,
    keyGenerator: (request) => `join-account:${request.user?.id ?? ''}`,
  });
  return async (request: FastifyRequest, reply: { header: (name: string, value: number) => unknown }) => {
    const results = await Promise.all([byAddress(request), ...(request.user ? [byAccount(request)] : [])]);
    const waits = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : []));
    if (waits.length > 0) {
      reply.header('retry-after', Math.max(...waits));
      throw new AppError('too_many_request', 429);
    }
  };
}
