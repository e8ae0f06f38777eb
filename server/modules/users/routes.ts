import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/admin';
import { AdminUserView, UserPremiumBody, UsersPage, UsersQuery, UsersStats } from '../../../common/billing';
import { superAdmins } from '../../http/route-helpers';
import { listUsers, setUserPremium, userStats } from './service';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        summary: 'Students and teachers, 100 a page (super-admin)',
        querystring: UsersQuery,
        response: { 200: UsersPage },
      },
    },
    async (request) => {
      return listUsers(app.context(request, superAdmins), request.query);
    },
  );

  app.get(
    '/api/admin/users/stats',
    {
      schema: {
        summary: 'The eight user figures with the previous period (super-admin)',
        response: { 200: UsersStats },
      },
    },
    async (request) => {
      return userStats(app.context(request, superAdmins));
    },
  );

  app.patch(
    '/api/admin/users/:id/premium',
    {
      schema: {
        summary: "Set a user's seats and expiry (super-admin)",
        params: IdParams,
        body: UserPremiumBody,
        response: { 200: AdminUserView },
      },
    },
    async (request) => setUserPremium(app.context(request, superAdmins), request.params.id, request.body),
  );
};
