import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PremiumSettingsBody, PremiumSettingsView } from '../../../common/premium-settings';
import { getPremiumSettingsView, updatePremiumSettings } from './service';

const admins = ['admin', 'super-admin'] as const;
const superAdmins = ['super-admin'] as const;

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings/premium',
    {
      schema: {
        summary: 'The free limits, trial and reward days and prices in force (admin)',
        response: { 200: PremiumSettingsView },
      },
    },
    async (request) => getPremiumSettingsView(app.context(request, admins)),
  );

  app.put(
    '/api/admin/settings/premium',
    {
      schema: {
        summary: 'Replace the free limits, trial and reward days and prices (super-admin)',
        body: PremiumSettingsBody,
        response: { 200: PremiumSettingsView },
      },
    },
    async (request) => updatePremiumSettings(app.context(request, superAdmins), request.body),
  );
};
