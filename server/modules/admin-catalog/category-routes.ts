import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCategoriesAnswer,
  AdminCategoryView,
  CreateCategoryBody,
  IdParams,
  ReorderBody,
  UpdateCategoryBody,
} from '../../../common/admin';
import { NoContent } from '../../../common/api';
import { superAdmins } from '../../http/route-helpers';
import { createCategory, deleteCategory, listAdminCategories, reorderCategories, updateCategory } from './categories';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/categories',
    {
      schema: {
        summary: 'All categories in order, unpublished included (super-admin)',
        response: { 200: AdminCategoriesAnswer },
      },
    },
    async (request) => {
      return { categories: await listAdminCategories(app.context(request, superAdmins)) };
    },
  );

  app.post(
    '/api/admin/categories',
    {
      schema: {
        summary: 'Add a category, last (super-admin)',
        body: CreateCategoryBody,
        response: { 201: AdminCategoryView },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createCategory(app.context(request, superAdmins), request.body));
    },
  );

  app.put(
    '/api/admin/categories/order',
    {
      schema: {
        summary: 'Put every category in a new order (super-admin)',
        body: ReorderBody,
        response: { 200: AdminCategoriesAnswer },
      },
    },
    async (request) => {
      return { categories: await reorderCategories(app.context(request, superAdmins), request.body) };
    },
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      schema: {
        summary: 'Edit title, audience or published (super-admin)',
        params: IdParams,
        body: UpdateCategoryBody,
        response: { 200: AdminCategoryView },
      },
    },
    async (request) => {
      return updateCategory(app.context(request, superAdmins), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    { schema: { summary: 'Delete a category (soft; super-admin)', params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteCategory(app.context(request, superAdmins), request.params.id);
      return reply.status(204).send();
    },
  );
};
