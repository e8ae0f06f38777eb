import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LearningSettings, LearningSettingsView } from '../../../common/learning-settings';
import { PremiumSettingsBody, PremiumSettingsView } from '../../../common/premium-settings';
import { admins, superAdmins } from '../../http/route-helpers';
import {
  getLearningSettingsView,
  getPremiumSettingsView,
  updateLearningSettings,
  updatePremiumSettings,
} from './service';

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

  app.get(
    '/api/admin/settings/learning',
    {
      schema: {
        summary: "The notebook's daily review budget and the DSE level cut scores per subject (admin)",
        response: { 200: LearningSettingsView },
      },
    },
    async (request) => getLearningSettingsView(app.context(request, admins)),
  );

  app.put(
    '/api/admin/settings/learning',
    {
      schema: {
        summary: 'Replace the learning settings (super-admin)',
        body: LearningSettings,
        response: { 200: LearningSettingsView },
      },
    },
    async (request) => updateLearningSettings(app.context(request, superAdmins), request.body),
  );
};
