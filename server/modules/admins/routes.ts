import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/admin';
import { AdminsAnswer, AdminView, CreateAdminBody, CreatedAdmin, UpdateAdminBody } from '../../../common/admins';
import { NoContent } from '../../../common/api';
import { sendCreatedUncached, superAdmins } from '../../http/route-helpers';
import { createAdmin, deleteAdmin, listAdmins, updateAdmin } from './service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/admins',
    {
      schema: { summary: 'Accounts whose role is admin or super-admin (super-admin)', response: { 200: AdminsAnswer } },
    },
    async (request) => {
      return { admins: await listAdmins(app.context(request, superAdmins)) };
    },
  );

  app.post(
    '/api/admin/admins',
    {
      schema: {
        summary: 'Add an admin; answers its initial password once (super-admin)',
        body: CreateAdminBody,
        response: { 201: CreatedAdmin },
      },
      // Each creation hashes a password and sends a mail.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const ctx = app.context(request, superAdmins);
      return sendCreatedUncached(reply, await createAdmin(ctx, request.body));
    },
  );

  app.patch(
    '/api/admin/admins/:id',
    {
      schema: {
        summary: 'Rename an admin or change super-admin status (super-admin)',
        params: IdParams,
        body: UpdateAdminBody,
        response: { 200: AdminView },
      },
    },
    async (request) => updateAdmin(app.context(request, superAdmins), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/admins/:id',
    {
      schema: {
        summary: 'Delete an admin (soft) and end its sessions (super-admin)',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteAdmin(app.context(request, superAdmins), request.params.id);
      return reply.status(204).send();
    },
  );
};
