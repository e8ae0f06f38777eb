import type { OwnReportList, OwnReportView } from '../../../common/admins';
import type { ReportBody } from '../../../common/practice';
import type { UserContext } from '../../context';
import { AppError } from '../../errors';
import { findOwnPractice, findPracticeQuestion } from '../practices/service';
import { insertReport, listOwnReports } from './queries';

/** A student reports (appeals) a question of their own paper. Throws practice_not_found. */
export async function createReport(ctx: UserContext, practiceId: string, questionNo: number, body: ReportBody) {
  const { db, user } = ctx;
  const practice = await findOwnPractice(db, practiceId, user.id);
  const question = practice ? await findPracticeQuestion(db, practiceId, questionNo) : undefined;
  if (!practice || !question) throw new AppError('practice_not_found', 404);
  await insertReport(db, {
    userId: user.id,
    questionId: question.questionId,
    subjectId: practice.subjectId,
    chapterId: question.chapterId,
    practiceId,
    assignmentId: practice.assignmentId,
    questionNo,
    locale: practice.locale,
    message: body.message,
    deleted: 0,
    createdAt: Date.now(),
  });
}

/** The reporter's own reports on their paper and the admins' answers. Throws practice_not_found. */
export async function listPaperReports(ctx: UserContext, practiceId: string): Promise<OwnReportList> {
  const { db, user } = ctx;
  if (!(await findOwnPractice(db, practiceId, user.id))) throw new AppError('practice_not_found', 404);
  const rows = await listOwnReports(db, user.id, practiceId);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      questionNo: row.questionNo,
      message: row.message,
      status: toStatus(row.status),
      reply: row.reply,
      createdAt: Number(row.createdAt),
      resolvedAt: row.resolvedAt === null ? null : Number(row.resolvedAt),
    })),
  };
}

function toStatus(value: string): OwnReportView['status'] {
  return value === 'regraded' || value === 'no_change' ? value : 'open';
}
