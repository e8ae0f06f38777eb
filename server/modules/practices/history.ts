import { randomUUID } from 'node:crypto';
import { gradeOf } from '../../../common/grades';
import type { StudentPracticeHistory } from '../../../common/links';
import type { HistoryQuery, PracticeSummary, UpdatePracticeBody } from '../../../common/practice';
import { findProfile } from '../../auth/queries';
import type { DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { isLinkedTeacher } from '../links/service';
import {
  checkFreeLimits,
  insertPractice,
  listPracticeQuestions,
  newPracticeRow,
  paperShapeOf,
  unanswered,
  updatePractice,
} from '../papers/service';
import { countHistory, listHistory } from './queries';
import { getOwnPractice, getReshapeablePractice } from './review';

/** A student's practices, newest first, a page at a time (the student's own, or a linked teacher's view). */
export async function listPracticeHistory(ctx: DbContext, userId: string, query: HistoryQuery) {
  const { db } = ctx;
  const [rows, total] = await Promise.all([
    listHistory(db, userId, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      subjectId: query.subjectId,
    }),
    countHistory(db, userId, query.subjectId),
  ]);
  const items: PracticeSummary[] = rows.map((row) => ({
    id: row.id,
    subject: { id: row.subjectId, title: { en: row.subjectTitleEn, zh: row.subjectTitleZh } },
    chapterCount: (JSON.parse(row.chapterIds) as string[]).length,
    noOfQuestions: row.noOfQuestions,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    deadlineAt: row.deadlineAt,
    score: row.finishedAt !== null ? row.score : null,
    totalScore: row.totalScore,
    grade: gradeOf(row),
    remark: row.remark,
    assignmentId: row.assignmentId,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function updateRemark(ctx: UserContext, practiceId: string, body: UpdatePracticeBody) {
  const { db } = ctx;
  await getOwnPractice(ctx, practiceId);
  await updatePractice(db, practiceId, { remark: body.remark, updatedAt: Date.now() });
}

/** Soft-deletes the student's own practice; an assignment's practice belongs to the assignment too and stays. */
export async function deletePractice(ctx: UserContext, practiceId: string) {
  const { db } = ctx;
  await getReshapeablePractice(ctx, practiceId);
  // Its figures leave the statistics with it.
  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    await updatePractice(trx, practiceId, { deleted: 1, updatedAt: now });
    await ctx.hooks.emit('paperChanged', { db: trx, practiceId, answersChanged: [], now });
  });
}

/** Redo: a new practice with the same questions, answers and marks cleared, and a new deadline. */
export async function redoPractice(ctx: UserContext, practiceId: string, now = Date.now()): Promise<string> {
  const { db, user } = ctx;
  const practice = await getReshapeablePractice(ctx, practiceId, now);
  await checkFreeLimits(ctx, practice.noOfQuestions, now);
  const questions = await listPracticeQuestions(db, practiceId);
  const id = randomUUID();
  const row = newPracticeRow(
    {
      id,
      userId: user.id,
      subjectId: practice.subjectId,
      chapterIds: JSON.parse(practice.chapterIds) as string[],
      locale: practice.locale,
      // The original's shape and total, not recounted from its questions.
      ...paperShapeOf(practice),
      totalScore: practice.totalScore,
      source: practice.source,
      redoOf: practice.id,
    },
    questions,
    now,
  );
  await db.transaction().execute((trx) =>
    insertPractice(
      trx,
      row,
      // A teacher's edit stays marked (editedAt): the copy keeps the edited text, which a regrade must not overwrite.
      questions.map((q) => ({ ...q, ...unanswered, editedAt: q.editedAt, id: randomUUID(), practiceId: id })),
    ),
  );
  return id;
}

/** A linked student's practice history, for their teacher; a student not linked to this teacher does not exist. */
export async function listStudentPractices(
  ctx: UserContext,
  studentId: string,
  query: HistoryQuery,
): Promise<StudentPracticeHistory> {
  const { db, user: teacher } = ctx;
  if (!(await isLinkedTeacher(db, teacher.id, studentId))) throw new AppError('link_not_found', 404);
  const [history, profile] = await Promise.all([
    listPracticeHistory(ctx, studentId, query),
    findProfile(db, studentId),
  ]);
  return { ...history, student: { id: studentId, displayName: profile?.displayName ?? '' } };
}
