import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, UPLOAD_MAX_BYTES } from '../../../common/admin';
import { NoContent } from '../../../common/api';
import {
  AdminBlogList,
  AdminBlogView,
  BlogCategoryView,
  BlogImageParams,
  CreateBlogBody,
  CreateBlogCategoryBody,
  ThreadsPostResult,
  UpdateBlogBody,
  UpdateBlogCategoryBody,
} from '../../../common/blogs';
import { admins } from '../../http/route-helpers';
import { readUpload } from '../../storage/upload';
import {
  clearBlogImage,
  createBlog,
  createBlogCategory,
  deleteBlog,
  deleteBlogCategory,
  getAdminBlog,
  listAdminBlogs,
  postBlogToThreads,
  setBlogImage,
  updateBlog,
  updateBlogCategory,
} from './service';

// Blogs are edited by admins and super-admins alike (content spec: both menus list blogs).
/** Blogs and blog categories under /api/admin/ (the public pages are in public-routes.ts). */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/blogs',
    {
      schema: {
        summary: 'Every undeleted blog, newest first, with the blog categories',
        response: { 200: AdminBlogList },
      },
    },
    async (request) => {
      return listAdminBlogs(app.context(request, admins));
    },
  );

  app.post(
    '/api/admin/blogs',
    { schema: { summary: 'Start a new, unpublished blog', body: CreateBlogBody, response: { 201: AdminBlogView } } },
    async (request, reply) => {
      const ctx = app.context(request, admins);
      return reply.status(201).send(await createBlog(ctx, request.body));
    },
  );

  app.get(
    '/api/admin/blogs/:id',
    { schema: { summary: 'One blog, editable', params: IdParams, response: { 200: AdminBlogView } } },
    async (request) => {
      return getAdminBlog(app.context(request, admins), request.params.id);
    },
  );

  app.patch(
    '/api/admin/blogs/:id',
    {
      schema: {
        summary: 'Edit texts, content (cleaned), categories or published',
        params: IdParams,
        body: UpdateBlogBody,
        response: { 200: AdminBlogView },
      },
    },
    async (request) => {
      return updateBlog(app.context(request, admins), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/blogs/:id',
    { schema: { summary: 'Delete a blog (soft)', params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteBlog(app.context(request, admins), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/admin/blogs/:id/images/:language',
    {
      schema: {
        summary: 'The blog picture of one language (multipart; stored as an 800 px PNG)',
        params: BlogImageParams,
        response: { 200: AdminBlogView },
      },
    },
    async (request) => {
      const ctx = app.context(request, admins);
      const upload = await readUpload(request, UPLOAD_MAX_BYTES);
      return setBlogImage(ctx, request.params.id, request.params.language, upload);
    },
  );

  app.delete(
    '/api/admin/blogs/:id/images/:language',
    {
      schema: {
        summary: 'Remove the picture of one language',
        params: BlogImageParams,
        response: { 200: AdminBlogView },
      },
    },
    async (request) => {
      return clearBlogImage(app.context(request, admins), request.params.id, request.params.language);
    },
  );

  app.post(
    '/api/admin/blogs/:id/threads',
    {
      schema: {
        summary: 'Post a published blog to Threads (only when configured)',
        params: IdParams,
        response: { 200: ThreadsPostResult },
      },
    },
    async (request) => {
      return postBlogToThreads(app.context(request, admins), request.params.id);
    },
  );

  app.get(
    '/api/admin/blog-categories',
    {
      schema: {
        summary: 'The blog categories in order',
        response: { 200: z.object({ categories: z.array(BlogCategoryView) }) },
      },
    },
    async (request) => {
      return { categories: (await listAdminBlogs(app.context(request, admins))).categories };
    },
  );

  app.post(
    '/api/admin/blog-categories',
    {
      schema: {
        summary: "Add a blog category (a label in some language, else 'please enter category title')",
        body: CreateBlogCategoryBody,
        response: { 201: BlogCategoryView },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createBlogCategory(app.context(request, admins), request.body));
    },
  );

  app.patch(
    '/api/admin/blog-categories/:id',
    {
      schema: {
        summary: 'Edit a blog category',
        params: IdParams,
        body: UpdateBlogCategoryBody,
        response: { 200: BlogCategoryView },
      },
    },
    async (request) => {
      return updateBlogCategory(app.context(request, admins), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/blog-categories/:id',
    { schema: { summary: 'Delete a blog category (soft)', params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteBlogCategory(app.context(request, admins), request.params.id);
      return reply.status(204).send();
    },
  );
};
