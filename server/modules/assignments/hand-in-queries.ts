import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { HandInPageTable } from '../../db/tables/papers';

// The SQL of a paper handed in on paper (hand-in.ts): its pages and how its practice was finished.

/** The pages of a paper handed in on paper, in order (migration 0029). */
export function listHandInPages(db: Db, practiceId: string) {
  return db
    .selectFrom('handInPages')
    .select(['pageNo', 'fileKey', 'contentType'])
    .where('practiceId', '=', practiceId)
    .orderBy('pageNo')
    .execute();
}

export async function insertHandInPages(db: Db, pages: Insertable<HandInPageTable>[]) {
  if (pages.length > 0) await db.insertInto('handInPages').values(pages).execute();
}

/** Whether a paper is finished, and how (practices.finishedBy). */
export function findPracticeFinish(db: Db, practiceId: string) {
  return db
    .selectFrom('practices')
    .select(['finishedAt', 'finishedBy'])
    .where('id', '=', practiceId)
    .executeTakeFirst();
}
