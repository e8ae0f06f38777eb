import { REPORTS_SHOWN, type ReportList, type ResolveReportBody } from '../../../common/admins';
import type { AppContext, DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import type { EventBus } from '../../events/bus';
import { ADMINS, publish } from '../../events/publish';
import { countReports, listLatestReports, markReportDeleted, resolveOpenReport } from './queries';

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

function reportNumber(id: string): number | null {
  const numeric = Number(id);
  return Number.isSafeInteger(numeric) && numeric > 0 ? numeric : null;
}

/** Soft delete (spam). Throws report_not_found. */
export async function deleteReport(ctx: DbContext, id: string): Promise<void> {
  const { db } = ctx;
  const numeric = reportNumber(id);
  const found = numeric !== null && (await markReportDeleted(db, numeric));
  if (!found) throw new AppError('report_not_found', 404);
}

/**
 * Answers an open report: "corrected and regraded" or "no change", with a reply its reporter reads on their paper.
 * It leaves the open list; the reporter's screens and the admins' counts hear of it. Throws report_not_found (also
 * for a report already resolved or deleted).
 */
export async function resolveReport(
  ctx: UserContext & Pick<AppContext, 'events'>,
  id: string,
  body: ResolveReportBody,
): Promise<void> {
  const numeric = reportNumber(id);
  const resolution = { status: body.resolution, reply: body.reply, resolvedBy: ctx.user.id, resolvedAt: Date.now() };
  const resolved = numeric === null ? undefined : await resolveOpenReport(ctx.db, numeric, resolution);
  if (!resolved) throw new AppError('report_not_found', 404);
  void publish(ctx.events, resolved.userId, { type: 'appeals', data: { practiceId: resolved.practiceId ?? '' } });
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
