import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent } from '../../../common/api';
import { ClassesAnswer, ClassParams, ClassView, CreateClassBody, UpdateClassBody } from '../../../common/classes';
import { teachers } from '../../http/route-helpers';
import { createClass, deleteClass, listTeacherClasses, resetJoinCode, turnOffJoinCode, updateClass } from './service';

/** Teachers and schools (teacher accounts with isSchool). */
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
    '/api/classes/:id/join-code',
    {
      schema: {
        summary: 'A new join code for the class (the old one stops working); also turns joining by code on',
        params: ClassParams,
        response: { 200: ClassView },
      },
    },
    async (request) => resetJoinCode(app.context(request, teachers), request.params.id),
  );

  app.delete(
    '/api/classes/:id/join-code',
    {
      schema: { summary: 'Turn joining the class by code off', params: ClassParams, response: { 200: ClassView } },
    },
    async (request) => turnOffJoinCode(app.context(request, teachers), request.params.id),
  );
};
