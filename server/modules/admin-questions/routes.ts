import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, UPLOAD_MAX_BYTES } from '../../../common/admin';
import {
  CreateQuestionBody,
  ImportDryRun,
  ImportQuery,
  ImportResult,
  QuestionCountsQuery,
  QuestionCountsView,
  QuestionEditorView,
  QuestionListQuery,
  QuestionPage,
  UpdateQuestionBody,
} from '../../../common/admin-questions';
import { NoContent } from '../../../common/api';
import { BankItemQuery, BankItemView } from '../../../common/item-analysis';
import { admins, superAdmins } from '../../http/route-helpers';
import { contentDisposition, readUpload } from '../../storage/upload';
import { dryRunImport, importQuestions } from './import';
import { getBankItemAnalysis } from './item-analysis';
import {
  createQuestion,
  deleteQuestion,
  getQuestion,
  getQuestionCounts,
  listQuestions,
  updateQuestion,
} from './service';
import { buildImportTemplate } from './template';

export const adminQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/questions',
    {
      schema: {
        summary: 'Question cards, newest first, a page at a time (admin)',
        querystring: QuestionListQuery,
        response: { 200: QuestionPage },
      },
    },
    async (request) => {
      return listQuestions(app.context(request, admins), request.query);
    },
  );

  app.get(
    '/api/admin/questions/item-analysis',
    {
      schema: {
        summary: "A subject's questions by how they behaved among everyone's answers; flagged ones to check (admin)",
        querystring: BankItemQuery,
        response: { 200: BankItemView },
      },
    },
    async (request) => getBankItemAnalysis(app.context(request, admins), request.query),
  );

  app.get(
    '/api/admin/questions/counts',
    {
      schema: {
        summary: 'Question counts per chapter and per level (admin)',
        querystring: QuestionCountsQuery,
        response: { 200: QuestionCountsView },
      },
    },
    async (request) => {
      return getQuestionCounts(app.context(request, admins), request.query);
    },
  );

  app.post(
    '/api/admin/questions',
    {
      schema: {
        summary: 'Add an empty, unapproved question to a chapter (admin)',
        body: CreateQuestionBody,
        response: { 201: QuestionEditorView },
      },
    },
    async (request, reply) => {
      const ctx = app.context(request, admins);
      return reply.status(201).send(await createQuestion(ctx, request.body));
    },
  );

  app.get(
    '/api/admin/questions/import/template',
    { schema: { summary: 'The .xlsx template for the question import (super-admin)' } },
    async (request, reply) => {
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', 'paperwise-questions.xlsx'))
        .header('x-content-type-options', 'nosniff')
        .send(await buildImportTemplate(app.context(request, superAdmins)));
    },
  );

  app.post(
    '/api/admin/questions/import',
    {
      schema: {
        summary: 'Import questions from an .xlsx sheet (multipart); dryRun=true only checks it (super-admin)',
        querystring: ImportQuery,
        response: { 200: z.union([ImportResult, ImportDryRun]) },
      },
    },
    async (request) => {
      const ctx = app.context(request, superAdmins);
      const { bytes } = await readUpload(request, UPLOAD_MAX_BYTES);
      return request.query.dryRun ? dryRunImport(ctx, bytes) : importQuestions(ctx, bytes);
    },
  );

  app.get(
    '/api/admin/questions/:id',
    {
      schema: {
        summary: 'A question as editable source, with previews (admin)',
        params: IdParams,
        response: { 200: QuestionEditorView },
      },
    },
    async (request) => {
      return getQuestion(app.context(request, admins), request.params.id);
    },
  );

  app.patch(
    '/api/admin/questions/:id',
    {
      schema: {
        summary: 'Edit a question; approval by super-admins only (admin)',
        params: IdParams,
        body: UpdateQuestionBody,
        response: { 200: QuestionEditorView },
      },
    },
    async (request) => updateQuestion(app.context(request, admins), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/questions/:id',
    { schema: { summary: 'Delete a question (soft; admin)', params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteQuestion(app.context(request, admins), request.params.id);
      return reply.status(204).send();
    },
  );
};
