import { hasUnlimitedAccess } from '../../../common/access';
import type { LearningSettings, LearningSettingsView } from '../../../common/learning-settings';
import type { PremiumSettingsBody, PremiumSettingsView } from '../../../common/premium-settings';
import type { PremiumSettings } from '../../../common/settings';
import { findProfile } from '../../auth/queries';
import type { DbContext, UserContext } from '../../context';
import {
  findLearningSettingsRecord,
  findPremiumSettingsRecord,
  findSettingRow,
  getPremiumSettings,
  getLearningSettings as readLearningSettings,
  saveLearningSettings,
  savePremiumSettings,
  saveSettingValue,
} from './queries';

// What other areas may use of the settings: the limits and prices in force.
export { getPremiumSettings } from './queries';

/**
 * Whether another account's plan covers a free user's paper now: the school an assignment is set in the name of, while
 * it has unlimited access (premium, a trial, a demo account: `hasUnlimitedAccess`). False for no such account. The one
 * answer for the free limits check (papers/limits.ts, `coveredBy`) and the teacher's list of schools
 * (`coversFreeLimits`, which the create form reads), so the form shows a limit exactly when the server would apply it.
 */
export async function isCoveringFreeLimits(
  ctx: DbContext,
  accountId: string,
  now: number,
  settings?: PremiumSettings,
): Promise<boolean> {
  const [payer, inForce] = await Promise.all([findProfile(ctx.db, accountId), settings ?? getPremiumSettings(ctx.db)]);
  return payer !== undefined && hasUnlimitedAccess(payer, inForce, now);
}

/** The learning settings in force: the notebook's daily budget and the level cut scores (statistics reads them). */
export function getLearningSettings(ctx: DbContext): Promise<LearningSettings> {
  return readLearningSettings(ctx.db);
}

/** The learning settings as an admin reads them; only a super-admin may change them. */
export async function getLearningSettingsView(ctx: UserContext): Promise<LearningSettingsView> {
  return toSettingsView(ctx, await findLearningSettingsRecord(ctx.db));
}

/** A settings record as an admin reads it: only a super-admin may change it. */
function toSettingsView<Settings, UpdatedAt>(
  ctx: UserContext,
  record: { settings: Settings; updatedAt: UpdatedAt },
): { settings: Settings; updatedAt: UpdatedAt; canEdit: boolean } {
  return { settings: record.settings, updatedAt: record.updatedAt, canEdit: ctx.user.role === 'super-admin' };
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
  return toSettingsView(ctx, await findPremiumSettingsRecord(ctx.db));
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

/** A setting another area keeps in the settings table under its own key (the AI notes' automation): its value. */
export async function readSettingValue(ctx: DbContext, key: string): Promise<string | undefined> {
  return (await findSettingRow(ctx.db, key))?.value;
}

/** Stores a setting another area keeps under its own key. */
export async function writeSettingValue(ctx: DbContext, key: string, value: string, now: number): Promise<void> {
  await saveSettingValue(ctx.db, key, value, now);
}
