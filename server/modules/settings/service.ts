import type { PremiumSettingsBody, PremiumSettingsView } from '../../../common/premium-settings';
import type { UserContext } from '../../context';
import { findPremiumSettingsRecord, savePremiumSettings } from './queries';

// What other areas may use of the settings: the limits and prices in force.
export { getPremiumSettings } from './queries';

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
