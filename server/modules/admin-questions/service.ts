import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type {
  CreateQuestionBody,
  QuestionCountsQuery,
  QuestionCountsView,
  QuestionEditorView,
  QuestionListQuery,
  QuestionPage,
  UpdateQuestionBody,
} from '../../../common/admin-questions';
import { nextTotalScore } from '../../../common/admin-questions';
import { defaultTotalScore, optionKeys } from '../../../common/catalog';
import type { AppContext, DbContext, UserContext } from '../../context';
import type { QuestionTable } from '../../db/tables/catalog';
import { AppError } from '../../errors';
import { sendRegrade } from '../papers/service';
import { canApprove, isComplete } from './policy';
import {
  countByChapterAndApproval,
  countByLevel,
  findChapterForQuestions,
  findQuestionRow,
  insertQuestion,
  listQuestionRows,
  listSubjectChapterIds,
  markQuestionDeleted,
  type QuestionRecord,
  updateQuestionRow,
} from './queries';
import { optionsOf, toCardView, toEditorView, toQuestionType } from './views';

/** The cursor is opaque to clients: the last card's (createdAt, id), base64url-encoded JSON. */
function encodeCursor(createdAt: number, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { createdAt: number; id: string } | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the answer below: a cursor we did not make
  }
  throw new AppError('invalid_request', 400, { field: 'cursor' });
}

/** A page of question cards, newest first (see QuestionListQuery). */
export async function listQuestions(ctx: DbContext, query: QuestionListQuery): Promise<QuestionPage> {
  const { db } = ctx;
  const rows = await listQuestionRows(db, query, decodeCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toCardView),
    nextCursor: rows.length > query.limit && last ? encodeCursor(Number(last.createdAt), last.id) : null,
  };
}

export async function getQuestionCounts(ctx: DbContext, query: QuestionCountsQuery): Promise<QuestionCountsView> {
  const { db } = ctx;
  const [chapterIds, byChapter, byLevel] = await Promise.all([
    listSubjectChapterIds(db, query.subject, query.section),
    countByChapterAndApproval(db, query),
    countByLevel(db, query),
  ]);
  const chapters = new Map(chapterIds.map(({ id }) => [id, { chapterId: id, approved: 0, unapproved: 0 }]));
  for (const { chapterId, approved, count } of byChapter) {
    const entry = chapters.get(chapterId);
    if (entry) entry[approved === 1 ? 'approved' : 'unapproved'] += Number(count);
  }
  const levels: QuestionCountsView['levels'] = { all: 0, 1: 0, 2: 0, 3: 0 };
  for (const { level, count } of byLevel) {
    levels.all += Number(count);
    if (level === 1 || level === 2 || level === 3) levels[level] += Number(count);
  }
  return { chapters: [...chapters.values()], levels };
}

export async function getQuestion(ctx: DbContext, id: string): Promise<QuestionEditorView> {
  const { db } = ctx;
  const row = await findQuestionRow(db, id);
  if (!row) throw new AppError('question_not_found', 404);
  return toEditorView(row);
}

/** An empty, unapproved question in the chapter, made by `user`. Throws chapter_not_found. */
export async function createQuestion(ctx: UserContext, body: CreateQuestionBody): Promise<QuestionEditorView> {
  const { db, user } = ctx;
  const chapter = await findChapterForQuestions(db, body.chapterId);
  if (!chapter) throw new AppError('chapter_not_found', 404);
  const id = randomUUID();
  const now = Date.now();
  await insertQuestion(db, {
    id,
    subjectId: chapter.subjectId,
    chapterId: chapter.id,
    level: body.level,
    type: body.type,
    questionEn: '',
    questionZh: '',
    solutionEn: '',
    solutionZh: '',
    optionAEn: null,
    optionAZh: null,
    optionBEn: null,
    optionBZh: null,
    optionCEn: null,
    optionCZh: null,
    optionDEn: null,
    optionDZh: null,
    correctAns: null,
    totalScore: defaultTotalScore(body.type),
    approved: 0,
    deleted: 0,
    createdBy: user.id,
    sourceId: null,
    sourceHash: null,
    // No sourceId, so the content loader never matches it; editedAt marks later edits.
    editedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  return getQuestion(ctx, id);
}

const optionColumns = {
  a: { en: 'optionAEn', zh: 'optionAZh' },
  b: { en: 'optionBEn', zh: 'optionBZh' },
  c: { en: 'optionCEn', zh: 'optionCZh' },
  d: { en: 'optionDEn', zh: 'optionDZh' },
} as const;

/**
 * Edits a question (see UpdateQuestionBody for the rules). Every edit sets `editedAt`, so the content loader leaves
 * the question alone from then on. Throws question_not_found, approval_forbidden (403) when someone other than a
 * super-admin changes approval, question_incomplete (422) when approving a question that is not complete.
 */
export async function updateQuestion(
  ctx: UserContext & Pick<AppContext, 'queue'>,
  id: string,
  body: UpdateQuestionBody,
): Promise<QuestionEditorView> {
  const { db, user } = ctx;
  const row = await findQuestionRow(db, id);
  if (!row) throw new AppError('question_not_found', 404);
  const wasApproved = row.approved === 1;
  if (body.approved !== undefined && body.approved !== wasApproved && !canApprove(user.role)) {
    throw new AppError('approval_forbidden', 403);
  }
  const type = body.type ?? toQuestionType(row.type);
  const now = Date.now();
  const changes: Updateable<QuestionTable> = {
    type,
    totalScore: nextTotalScore({ type: toQuestionType(row.type), totalScore: row.totalScore }, type, body.totalScore),
    editedAt: now,
    updatedAt: now,
  };
  if (body.level !== undefined) changes.level = body.level;
  if (body.correctAns !== undefined) changes.correctAns = body.correctAns;
  if (body.question?.en !== undefined) changes.questionEn = body.question.en;
  if (body.question?.zh !== undefined) changes.questionZh = body.question.zh;
  if (body.solution?.en !== undefined) changes.solutionEn = body.solution.en;
  if (body.solution?.zh !== undefined) changes.solutionZh = body.solution.zh;
  for (const key of optionKeys) {
    for (const language of ['en', 'zh'] as const) {
      const text = body.options?.[key]?.[language];
      // Options are null where there are none, as the bank stores them for short and long questions.
      if (text !== undefined) changes[optionColumns[key][language]] = text === '' ? null : text;
    }
  }
  if (body.approved !== undefined) changes.approved = body.approved ? 1 : 0;
  if (body.approved === true && !wasApproved) assertCompleteAfter(row, changes, type);
  if (!body.regrade) {
    await updateQuestionRow(db, id, changes);
    return getQuestion(ctx, id);
  }
  // A correction: the new version and the job that re-marks the papers holding older ones commit together.
  await db.transaction().execute(async (trx) => {
    await updateQuestionRow(trx, id, changes, { newVersion: true });
    await sendRegrade(ctx.queue, id, { trx, createdBy: user.id });
  });
  return getQuestion(ctx, id);
}

/** Approving needs the question complete as it will stand after the edit. Throws question_incomplete (422). */
function assertCompleteAfter(
  row: QuestionRecord,
  changes: Updateable<QuestionTable>,
  type: QuestionEditorView['type'],
) {
  const options = optionsOf(row);
  const after = {
    type,
    questionEn: changes.questionEn ?? row.questionEn,
    questionZh: changes.questionZh ?? row.questionZh,
    solutionEn: changes.solutionEn ?? row.solutionEn,
    solutionZh: changes.solutionZh ?? row.solutionZh,
    options: optionKeys.flatMap((key) =>
      (['en', 'zh'] as const).map((language) => {
        const changed = changes[optionColumns[key][language]];
        return changed !== undefined ? (changed as string | null) : options[key][language];
      }),
    ),
    correctAns: changes.correctAns !== undefined ? (changes.correctAns as string | null) : row.correctAns,
  };
  if (!isComplete(after)) throw new AppError('question_incomplete', 422);
}

/** Soft delete: no longer listed, drawn into practices or shown; practices that hold a copy keep it. */
export async function deleteQuestion(ctx: DbContext, id: string): Promise<void> {
  const { db } = ctx;
  if (!(await markQuestionDeleted(db, id, Date.now()))) throw new AppError('question_not_found', 404);
}
