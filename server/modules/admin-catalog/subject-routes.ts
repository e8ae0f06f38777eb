import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSubjectsAnswer,
  AdminSubjectView,
  CreateSubjectBody,
  IdParams,
  ReorderSubjectsBody,
  SubjectListQuery,
  SyllabusParams,
  UPLOAD_MAX_BYTES,
  UpdateSubjectBody,
} from '../../../common/admin';
import { NoContent } from '../../../common/api';
import { superAdmins } from '../../http/route-helpers';
import { readUpload } from '../../storage/upload';
import {
  createSubject,
  deleteSubject,
  getAdminSubject,
  listAdminSubjects,
  reorderSubjects,
  updateSubject,
} from './subjects';
import { removeSyllabus, uploadSyllabus } from './syllabus';

export const subjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/subjects',
    {
      schema: {
        summary: 'Subjects, optionally of one category, unpublished included (super-admin)',
        querystring: SubjectListQuery,
        response: { 200: AdminSubjectsAnswer },
      },
    },
    async (request) => {
      return { subjects: await listAdminSubjects(app.context(request, superAdmins), request.query.category) };
    },
  );

  app.get(
    '/api/admin/subjects/:id',
    { schema: { summary: 'One subject (super-admin)', params: IdParams, response: { 200: AdminSubjectView } } },
    async (request) => {
      return getAdminSubject(app.context(request, superAdmins), request.params.id);
    },
  );

  app.post(
    '/api/admin/subjects',
    {
      schema: {
        summary: 'Add a subject, last in its category (super-admin)',
        body: CreateSubjectBody,
        response: { 201: AdminSubjectView },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createSubject(app.context(request, superAdmins), request.body));
    },
  );

  app.put(
    '/api/admin/subjects/order',
    {
      schema: {
        summary: "Put a category's subjects in a new order (super-admin)",
        body: ReorderSubjectsBody,
        response: { 200: AdminSubjectsAnswer },
      },
    },
    async (request) => {
      return { subjects: await reorderSubjects(app.context(request, superAdmins), request.body) };
    },
  );

  app.patch(
    '/api/admin/subjects/:id',
    {
      schema: {
        summary: 'Edit a subject (super-admin)',
        params: IdParams,
        body: UpdateSubjectBody,
        response: { 200: AdminSubjectView },
      },
    },
    async (request) => {
      return updateSubject(app.context(request, superAdmins), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/subjects/:id',
    { schema: { summary: 'Delete a subject (soft; super-admin)', params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteSubject(app.context(request, superAdmins), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/admin/subjects/:id/syllabus/:language',
    {
      schema: {
        summary: 'Upload the syllabus of one language: multipart, one pdf/doc/docx/txt file up to 10 MB (super-admin)',
        params: SyllabusParams,
        response: { 200: AdminSubjectView },
      },
    },
    async (request) => {
      const ctx = app.context(request, superAdmins);
      const upload = await readUpload(request, UPLOAD_MAX_BYTES);
      return uploadSyllabus(ctx, request.params.id, request.params.language, upload);
    },
  );

  app.delete(
    '/api/admin/subjects/:id/syllabus/:language',
    {
      schema: {
        summary: 'Remove the syllabus of one language (super-admin)',
        params: SyllabusParams,
        response: { 200: AdminSubjectView },
      },
    },
    async (request) => {
      return removeSyllabus(app.context(request, superAdmins), request.params.id, request.params.language);
    },
  );
};
