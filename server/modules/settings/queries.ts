import { defaultLearningSettings, type LearningSettings } from '../../../common/learning-settings';
import { defaultPremiumSettings, type PremiumSettings } from '../../../common/settings';
import type { Db } from '../../db/index';

/** A settings row by its key: the stored value (JSON for an object) and when it was saved. */
export function findSettingRow(db: Db, key: string) {
  return db.selectFrom('settings').select(['value', 'updatedAt']).where('key', '=', key).executeTakeFirst();
}

/** Stores a setting's value under its key, the row made the first time. */
export async function saveSettingValue(db: Db, key: string, value: string, now: number) {
  await db
    .insertInto('settings')
    .values({ key, value, updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now }))
    .execute();
}

const findPremiumRow = (db: Db) => findSettingRow(db, 'premium');

/** A stored object from before a setting existed takes that setting's default. */
function withDefaults(stored: Partial<PremiumSettings>): PremiumSettings {
  return {
    ...defaultPremiumSettings,
    ...stored,
    freeLimit: { ...defaultPremiumSettings.freeLimit, ...stored.freeLimit },
  };
}

/** The limits and prices in force; a setting missing from the stored object takes its default. */
export async function getPremiumSettings(db: Db): Promise<PremiumSettings> {
  const row = await findPremiumRow(db);
  return row ? withDefaults(JSON.parse(row.value) as Partial<PremiumSettings>) : defaultPremiumSettings;
}

/** The settings in force and when they were last saved (null: the defaults, never saved). */
export async function findPremiumSettingsRecord(db: Db) {
  const row = await findPremiumRow(db);
  if (!row) return { settings: defaultPremiumSettings, updatedAt: null };
  return { settings: withDefaults(JSON.parse(row.value) as Partial<PremiumSettings>), updatedAt: row.updatedAt };
}

export async function savePremiumSettings(db: Db, settings: PremiumSettings, now: number) {
  await saveSettingValue(db, 'premium', JSON.stringify(settings), now);
}

// ---------- the learning settings (common/learning-settings.ts) ----------

const findLearningRow = (db: Db) => findSettingRow(db, 'learning');

/** The learning settings in force and when they were last saved (null: the defaults, never saved). */
export async function findLearningSettingsRecord(
  db: Db,
): Promise<{ settings: LearningSettings; updatedAt: number | null }> {
  const row = await findLearningRow(db);
  if (!row) return { settings: defaultLearningSettings, updatedAt: null };
  return {
    settings: { ...defaultLearningSettings, ...(JSON.parse(row.value) as Partial<LearningSettings>) },
    updatedAt: Number(row.updatedAt),
  };
}

export async function getLearningSettings(db: Db): Promise<LearningSettings> {
  return (await findLearningSettingsRecord(db)).settings;
}

export async function saveLearningSettings(db: Db, settings: LearningSettings, now: number) {
  await saveSettingValue(db, 'learning', JSON.stringify(settings), now);
}
