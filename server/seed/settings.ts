import { defaultPremiumSettings } from '../../common/settings';
import type { Db } from '../db/index';

/** Writes the default limits and prices into a database that has none. */
export async function ensureDefaultSettings(db: Db): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: 'premium', value: JSON.stringify(defaultPremiumSettings), updatedAt: Date.now() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
