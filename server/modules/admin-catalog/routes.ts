import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryRoutes } from './category-routes';
import { chapterRoutes } from './chapter-routes';
import { subjectRoutes } from './subject-routes';

/** The catalogue under /api/admin/: categories, subjects, sections, chapters and chapter notes, for super-admins. */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryRoutes);
  await app.register(subjectRoutes);
  await app.register(chapterRoutes);
};
