import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassParams, CreateClassBody, UpdateClassBody } from '../../../common/classes';
import { requireUser } from '../../auth/session';
import { createClass, deleteClass, listTeacherClasses, updateClass } from './service';

/** Teachers and schools (teacher accounts with isSchool). */
const teachers = ['teacher'] as const;

export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/classes', { schema: { summary: 'My classes with their students, newest first' } }, async (request) => ({
    classes: await listTeacherClasses(app.db, requireUser(request, teachers)),
  }));

  app.post('/api/classes', { schema: { summary: 'Make a class', body: CreateClassBody } }, async (request, reply) =>
    reply.status(201).send(await createClass(app.db, requireUser(request, teachers), request.body)),
  );

  app.patch(
    '/api/classes/:id',
    {
      schema: {
        summary: 'Rename a class or set its students and class numbers',
        params: ClassParams,
        body: UpdateClassBody,
      },
    },
    async (request) => updateClass(app.db, requireUser(request, teachers), request.params.id, request.body),
  );

  app.delete(
    '/api/classes/:id',
    { schema: { summary: 'Remove a class', params: ClassParams } },
    async (request, reply) => {
      await deleteClass(app.db, requireUser(request, teachers), request.params.id);
      return reply.status(204).send();
    },
  );
};
