import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { ReportTable } from '../../db/tables/papers';

export async function insertReport(db: Db, report: Insertable<ReportTable>) {
  await db.insertInto('reports').values(report).execute();
}

/** A user's own undeleted reports on one paper, oldest first. */
export function listOwnReports(db: Db, userId: string, practiceId: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'questionNo', 'message', 'status', 'reply', 'createdAt', 'resolvedAt'])
    .where('userId', '=', userId)
    .where('practiceId', '=', practiceId)
    .where('deleted', '=', 0)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
