import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/admin';
import { AiNotesDraftView, AutomationView, NotesJobParams, UpdateAutomationBody } from '../../../common/ai-notes';
import { superAdmins } from '../../http/route-helpers';
import { getAutomation, getNotesDraft, requestNotesDraft, runAutomationNow, setAutomation } from './notes';

/** AI chapter notes for the notes editor, and notes automation (common/ai-notes.ts lists the routes). */
export const aiNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/chapters/:id/notes/ai',
    {
      schema: {
        summary: "Ask AI for a chapter's notes: a draft for the editor, nothing saved (super-admin)",
        params: IdParams,
        response: { 202: AiNotesDraftView },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestNotesDraft(app.context(request, superAdmins), request.params.id)),
  );

  app.get(
    '/api/admin/chapters/:id/notes/ai/:jobId',
    {
      schema: {
        summary: 'An AI notes draft: progress, then sanitised editor HTML (super-admin)',
        params: NotesJobParams,
        response: { 200: AiNotesDraftView },
      },
    },
    async (request) => {
      return getNotesDraft(app.context(request, superAdmins), request.params.id, request.params.jobId);
    },
  );

  app.get(
    '/api/admin/automation',
    { schema: { summary: 'Notes automation: on/off, pending chapters, the run', response: { 200: AutomationView } } },
    async (request) => {
      return getAutomation(app.context(request, superAdmins));
    },
  );

  app.put(
    '/api/admin/automation',
    {
      schema: {
        summary: 'Turn notes automation on (a run starts) or off (super-admin)',
        body: UpdateAutomationBody,
        response: { 200: AutomationView },
      },
    },
    async (request) => setAutomation(app.context(request, superAdmins), request.body.enabled),
  );

  app.post(
    '/api/admin/automation/run',
    {
      schema: {
        summary: 'Run notes automation now (one run at a time; super-admin)',
        response: { 200: AutomationView },
      },
    },
    async (request) => runAutomationNow(app.context(request, superAdmins)),
  );
};
