import type { LearningSettings, LearningSettingsView } from '../../../common/learning-settings';
import type { PremiumSettingsBody, PremiumSettingsView } from '../../../common/premium-settings';
import type { DbContext, UserContext } from '../../context';
import {
  findLearningSettingsRecord,
  findPremiumSettingsRecord,
  getLearningSettings as readLearningSettings,
  saveLearningSettings,
  savePremiumSettings,
} from './queries';

// What other areas may use of the settings: the limits and prices in force.
export { getPremiumSettings } from './queries';

/** The learning settings in force: the notebook's daily budget and the level cut scores (statistics reads them). */
export function getLearningSettings(ctx: DbContext): Promise<LearningSettings> {
  return readLearningSettings(ctx.db);
}

/** The learning settings as an admin reads them; only a super-admin may change them. */
export async function getLearningSettingsView(ctx: UserContext): Promise<LearningSettingsView> {
  const { settings, updatedAt } = await findLearningSettingsRecord(ctx.db);
  return { settings, updatedAt, canEdit: ctx.user.role === 'super-admin' };
}

/** Replaces the learning settings (super-admin; the route checks the role); the next calibration uses the cut scores. */
export async function updateLearningSettings(
  ctx: UserContext,
  body: LearningSettings,
  now = Date.now(),
): Promise<LearningSettingsView> {
  await saveLearningSettings(ctx.db, body, now);
  return getLearningSettingsView(ctx);
}

/** The premium configuration as an admin reads it; only a super-admin may change it. */
export async function getPremiumSettingsView(ctx: UserContext): Promise<PremiumSettingsView> {
  const { db, user } = ctx;
  const { settings, updatedAt } = await findPremiumSettingsRecord(db);
  return { settings, updatedAt, canEdit: user.role === 'super-admin' };
}

/**
 * Replaces the limits and prices (super-admin; the route checks the role). Every server reads them from the database
 * on each check, so the new limits hold at once everywhere.
 */
export async function updatePremiumSettings(
  ctx: UserContext,
  body: PremiumSettingsBody,
  now = Date.now(),
): Promise<PremiumSettingsView> {
  await savePremiumSettings(ctx.db, body, now);
  return getPremiumSettingsView(ctx);
}
