import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent } from '../../../common/api';
import { TeacherParams } from '../../../common/links';
import {
  InvitedTeacher,
  InviteTeacherBody,
  SchoolLinkView,
  SchoolParams,
  SchoolsAnswer,
  SchoolTeachers,
} from '../../../common/schools';
import { sendCreatedUncached, teachers } from '../../http/route-helpers';
import {
  acceptSchool,
  inviteTeacher,
  listSchools,
  listSchoolTeachers,
  markInvitePromptShown,
  removeSchool,
  removeSchoolTeacher,
  requirePlainTeacher,
  requireSchool,
} from './service';

export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/school/teachers',
    { schema: { summary: "The school's teachers and its seats (school)", response: { 200: SchoolTeachers } } },
    async (request) => listSchoolTeachers(requireSchool(app.context(request, teachers))),
  );

  app.post(
    '/api/school/teachers',
    {
      schema: {
        summary: 'Invite a teacher by e-mail, or make their account (school)',
        body: InviteTeacherBody,
        response: { 201: InvitedTeacher },
      },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const invited = await inviteTeacher(requireSchool(app.context(request, teachers)), request.body);
      return sendCreatedUncached(reply, invited);
    },
  );

  app.delete(
    '/api/school/teachers/:teacherId',
    {
      schema: {
        summary: 'Withdraw an invitation or remove a teacher (school)',
        params: TeacherParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await removeSchoolTeacher(requireSchool(app.context(request, teachers)), request.params.teacherId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/schools',
    {
      schema: {
        summary: "The teacher's schools and invitations, pending first (teacher)",
        response: { 200: SchoolsAnswer },
      },
    },
    async (request) => ({ schools: await listSchools(requirePlainTeacher(app.context(request, teachers))) }),
  );

  app.post(
    '/api/schools/:schoolId/accept',
    {
      schema: {
        summary: "Accept a school's invitation (teacher)",
        params: SchoolParams,
        response: { 200: SchoolLinkView },
      },
    },
    async (request) => acceptSchool(requirePlainTeacher(app.context(request, teachers)), request.params.schoolId),
  );

  app.delete(
    '/api/schools/:schoolId',
    {
      schema: {
        summary: 'Reject an invitation or leave a school (teacher)',
        params: SchoolParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await removeSchool(requirePlainTeacher(app.context(request, teachers)), request.params.schoolId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/me/invite-prompt',
    {
      schema: {
        summary: 'The invite prompt was shown: the next comes 3 days later at the earliest (teacher, school)',
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await markInvitePromptShown(app.context(request, teachers));
      return reply.status(204).send();
    },
  );
};
