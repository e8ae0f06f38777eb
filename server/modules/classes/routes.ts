import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../../../common/admin';
import { NoContent } from '../../../common/api';
import { ImportCommitBody, ImportCommitResult, ImportPreview, ImportQuery } from '../../../common/class-import';
import { ClassesAnswer, ClassParams, ClassView, CreateClassBody, UpdateClassBody } from '../../../common/classes';
import { readUpload } from '../../storage/upload';
import { commitImport, previewImport } from './import';
import { readClassList } from './import-sheet';
import { createClass, deleteClass, listTeacherClasses, updateClass } from './service';

/** Teachers and schools (teacher accounts with isSchool). */
const teachers = ['teacher'] as const;

export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/classes',
    { schema: { summary: 'My classes with their students, newest first', response: { 200: ClassesAnswer } } },
    async (request) => ({
      classes: await listTeacherClasses(app.context(request, teachers)),
    }),
  );

  app.post(
    '/api/classes',
    { schema: { summary: 'Make a class', body: CreateClassBody, response: { 201: ClassView } } },
    async (request, reply) => reply.status(201).send(await createClass(app.context(request, teachers), request.body)),
  );

  app.patch(
    '/api/classes/:id',
    {
      schema: {
        summary: 'Rename a class or set its students and class numbers',
        params: ClassParams,
        body: UpdateClassBody,
        response: { 200: ClassView },
      },
    },
    async (request) => updateClass(app.context(request, teachers), request.params.id, request.body),
  );

  app.delete(
    '/api/classes/:id',
    { schema: { summary: 'Remove a class', params: ClassParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteClass(app.context(request, teachers), request.params.id);
      return reply.status(204).send();
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
      // The answer carries new accounts' passwords: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(result);
    },
  );
};
