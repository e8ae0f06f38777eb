import { defaultPremiumSettings, type PremiumSettings } from '../../../common/settings';
import type { Db } from '../../db/index';

/** The limits and prices in force; a setting missing from the stored object takes its default. */
export async function getPremiumSettings(db: Db): Promise<PremiumSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'premium').executeTakeFirst();
  if (!row) return defaultPremiumSettings;
  const stored = JSON.parse(row.value) as Partial<PremiumSettings>;
  return {
    ...defaultPremiumSettings,
    ...stored,
    freeLimit: { ...defaultPremiumSettings.freeLimit, ...stored.freeLimit },
  };
}
