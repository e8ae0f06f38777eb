import { REPORTS_SHOWN, type ReportList } from '../../../common/admins';
import type { DbContext } from '../../context';
import { AppError } from '../../errors';
import type { EventBus } from '../../events/bus';
import { ADMINS, publish } from '../../events/publish';
import { countReports, listLatestReports, markReportDeleted } from './queries';

export async function listReports(ctx: DbContext): Promise<ReportList> {
  const { db } = ctx;
  const [rows, count] = await Promise.all([listLatestReports(db, REPORTS_SHOWN), countReports(db)]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      questionId: row.questionId,
      subject: {
        id: row.subjectId,
        title:
          row.subjectTitleEn === null ? null : { en: row.subjectTitleEn, zh: row.subjectTitleZh ?? row.subjectTitleEn },
      },
      chapter: {
        id: row.chapterId,
        chapterNo: row.chapterNo,
        title:
          row.chapterTitleEn === null ? null : { en: row.chapterTitleEn, zh: row.chapterTitleZh ?? row.chapterTitleEn },
      },
      message: row.message,
      locale: row.locale,
      practiceId: row.practiceId,
      questionNo: row.questionNo,
      user: { id: row.userId, displayName: row.displayName, email: row.email },
      createdAt: Number(row.createdAt),
    })),
    count,
  };
}

/** Soft delete. Throws report_not_found. */
export async function deleteReport(ctx: DbContext, id: string): Promise<void> {
  const { db } = ctx;
  const numeric = Number(id);
  const found = Number.isSafeInteger(numeric) && numeric > 0 && (await markReportDeleted(db, numeric));
  if (!found) throw new AppError('report_not_found', 404);
}

/**
 * Tells every admin's open event stream the new number of reports (after a report is written or deleted). Never
 * throws: the change stands whether or not the count reaches anyone.
 */
export async function publishReportCount(
  ctx: DbContext,
  bus: EventBus,
  onError: (error: unknown) => void,
): Promise<void> {
  const { db } = ctx;
  try {
    await publish(bus, ADMINS, { type: 'reports', data: { count: await countReports(db) } });
  } catch (error) {
    onError(error);
  }
}
