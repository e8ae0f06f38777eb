import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent } from '../../../common/api';
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
import { publish } from '../../events/publish';
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
const teachers = ['teacher'] as const;
const students = ['student'] as const;

export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
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
      // The answer may carry a new account's password: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(invited);
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
      void publish(app.events, request.params.studentId, { type: 'invitations' });
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
    async (request) => {
      const accepted = await acceptTeacher(app.context(request, students), request.params.teacherId);
      void publish(app.events, request.params.teacherId, { type: 'invitations' });
      return accepted;
    },
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
      void publish(app.events, request.params.teacherId, { type: 'invitations' });
      return reply.status(204).send();
    },
  );
};
