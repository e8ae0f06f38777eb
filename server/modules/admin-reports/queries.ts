import type { Db } from '../../db/index';

/** The latest undeleted reports with who sent them and what they are about (subject and chapter may be gone). */
export function listLatestReports(db: Db, limit: number) {
  return db
    .selectFrom('reports')
    .innerJoin('profiles', 'profiles.id', 'reports.userId')
    .leftJoin('subjects', 'subjects.id', 'reports.subjectId')
    .leftJoin('chapters', 'chapters.id', 'reports.chapterId')
    .select([
      'reports.id',
      'reports.questionId',
      'reports.subjectId',
      'reports.chapterId',
      'reports.message',
      'reports.locale',
      'reports.practiceId',
      'reports.questionNo',
      'reports.createdAt',
      'profiles.id as userId',
      'profiles.displayName',
      'profiles.email',
      'subjects.titleEn as subjectTitleEn',
      'subjects.titleZh as subjectTitleZh',
      'chapters.chapterNo',
      'chapters.titleEn as chapterTitleEn',
      'chapters.titleZh as chapterTitleZh',
    ])
    .where('reports.deleted', '=', 0)
    .where('reports.status', '=', 'open')
    .orderBy('reports.createdAt', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deleted', '=', 0)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function markReportDeleted(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({ deleted: 1 })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Resolves an open, undeleted report; answers its reporter and paper, or undefined when there is none to resolve. */
export function resolveOpenReport(
  db: Db,
  id: number,
  resolution: { status: string; reply: string; resolvedBy: string; resolvedAt: number },
) {
  return db
    .updateTable('reports')
    .set(resolution)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .where('status', '=', 'open')
    .returning(['userId', 'practiceId'])
    .executeTakeFirst();
}
