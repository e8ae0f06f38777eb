import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminChaptersAnswer,
  AdminChapterView,
  AdminNotesView,
  AdminSectionsAnswer,
  AdminSectionView,
  CreateChapterBody,
  CreateSectionBody,
  IdParams,
  ReorderChaptersBody,
  ReorderSectionsBody,
  UPLOAD_MAX_BYTES,
  UpdateChapterBody,
  UpdateNotesBody,
  UpdateSectionBody,
  UploadedImage,
} from '../../../common/admin';
import { NoContent } from '../../../common/api';
import { superAdmins } from '../../http/route-helpers';
import { readUpload } from '../../storage/upload';
import { createChapter, deleteChapter, reorderChapters, updateChapter } from './chapters';
import { getAdminNotes, updateNotes, uploadImage } from './notes';
import { createSection, deleteSection, listAdminSections, reorderSections, updateSection } from './sections';

// Notes of both languages in one body, each up to NOTES_MAX characters of HTML.
const NOTES_BODY_LIMIT = 4 * 1024 * 1024;

export const chapterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/subjects/:id/sections',
    {
      schema: {
        summary: 'Sections with their chapters and question counts (super-admin)',
        params: IdParams,
        response: { 200: AdminSectionsAnswer },
      },
    },
    async (request) => {
      return { sections: await listAdminSections(app.context(request, superAdmins), request.params.id) };
    },
  );

  app.post(
    '/api/admin/sections',
    {
      schema: {
        summary: 'Add a section, last in its subject (super-admin)',
        body: CreateSectionBody,
        response: { 201: AdminSectionView },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createSection(app.context(request, superAdmins), request.body));
    },
  );

  app.put(
    '/api/admin/sections/order',
    {
      schema: {
        summary: "Put a subject's sections in a new order (super-admin)",
        body: ReorderSectionsBody,
        response: { 200: AdminSectionsAnswer },
      },
    },
    async (request) => {
      return { sections: await reorderSections(app.context(request, superAdmins), request.body) };
    },
  );

  app.patch(
    '/api/admin/sections/:id',
    {
      schema: {
        summary: 'Edit titles or published (super-admin)',
        params: IdParams,
        body: UpdateSectionBody,
        response: { 200: AdminSectionView },
      },
    },
    async (request) => {
      return updateSection(app.context(request, superAdmins), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/sections/:id',
    { schema: { summary: 'Delete a section (soft; super-admin)', params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteSection(app.context(request, superAdmins), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/chapters',
    {
      schema: {
        summary: 'Add a chapter, last in its section (super-admin)',
        body: CreateChapterBody,
        response: { 201: AdminChapterView },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createChapter(app.context(request, superAdmins), request.body));
    },
  );

  app.put(
    '/api/admin/chapters/order',
    {
      schema: {
        summary: "Put a section's chapters in a new order (super-admin)",
        body: ReorderChaptersBody,
        response: { 200: AdminChaptersAnswer },
      },
    },
    async (request) => {
      return { chapters: await reorderChapters(app.context(request, superAdmins), request.body) };
    },
  );

  app.patch(
    '/api/admin/chapters/:id',
    {
      schema: {
        summary: 'Edit number, titles, published, or move to another section (super-admin)',
        params: IdParams,
        body: UpdateChapterBody,
        response: { 200: AdminChapterView },
      },
    },
    async (request) => {
      return updateChapter(app.context(request, superAdmins), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/chapters/:id',
    { schema: { summary: 'Delete a chapter (soft; super-admin)', params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteChapter(app.context(request, superAdmins), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/chapters/:id/notes',
    {
      schema: {
        summary: 'Chapter notes as editable HTML, with a preview (super-admin)',
        params: IdParams,
        response: { 200: AdminNotesView },
      },
    },
    async (request) => {
      return getAdminNotes(app.context(request, superAdmins), request.params.id);
    },
  );

  app.put(
    '/api/admin/chapters/:id/notes',
    {
      bodyLimit: NOTES_BODY_LIMIT,
      schema: {
        summary: 'Save chapter notes (HTML, cleaned by the server; super-admin)',
        params: IdParams,
        body: UpdateNotesBody,
        response: { 200: AdminNotesView },
      },
    },
    async (request) => {
      return updateNotes(app.context(request, superAdmins), request.params.id, request.body);
    },
  );

  app.post(
    '/api/admin/images',
    {
      schema: {
        summary:
          'Upload a picture for the editor: multipart, png/jpeg/webp/gif, stored as WebP ≤ 1600 px (super-admin)',
        response: { 201: UploadedImage },
      },
    },
    async (request, reply) => {
      const ctx = app.context(request, superAdmins);
      const upload = await readUpload(request, UPLOAD_MAX_BYTES);
      return reply.status(201).send(await uploadImage(ctx, upload));
    },
  );
};
