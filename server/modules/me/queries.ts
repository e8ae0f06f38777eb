import type { Db } from '../../db/index';

/**
 * Records the first store rating or share; later ones change nothing, so a reward window cannot be stretched by
 * tapping again.
 */
export async function recordRewardOnce(
  db: Db,
  userId: string,
  column: 'ratedOnAppStoreAt' | 'sharedOnFacebookAt',
  now: number,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ [column]: now })
    .where('id', '=', userId)
    .where(column, 'is', null)
    .execute();
}
