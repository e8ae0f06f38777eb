import { nextTotalScore } from '../../../common/admin-questions';
import { type OptionKey, optionKeys, type QuestionType } from '../../../common/catalog';
import { clampScore, markMultipleChoice } from '../../../common/marking';
import type { PracticeQuestionCopyView, UpdatePracticeQuestionBody } from '../../../common/question-copy';
import { findProfile } from '../../auth/queries';
import type { DbContext, UserContext } from '../../context';
import type { QuestionCopyColumns } from '../../db/tables/columns';
import type { PracticeQuestionRow, PracticeQuestionTable } from '../../db/tables/papers';
import { AppError } from '../../errors';
import { findLatexErrors, renderRichText } from '../../render/rich-text';
import { isLinkedTeacher } from '../links/service';
import { findCopy } from './queries';
import { refreshTotals } from './totals';

type CopyRecord = NonNullable<Awaited<ReturnType<typeof findCopy>>>;

const toType = (type: string): QuestionType => (type === 'short' || type === 'long' ? type : 'mc');

type CopyOptions = Pick<QuestionCopyColumns, 'optionA' | 'optionB' | 'optionC' | 'optionD'>;

/** A copy's four option texts (a practice's or an assignment's copy), empty where it has none. */
export function copyOptions(copy: CopyOptions): Record<OptionKey, string> {
  return { a: copy.optionA ?? '', b: copy.optionB ?? '', c: copy.optionC ?? '', d: copy.optionD ?? '' };
}

/** A copy's options as its paper shows them, each rendered: null unless the question is MC. */
export function renderCopyOptions(
  copy: CopyOptions,
  isMc: boolean,
  render: (text: string) => string,
): Record<OptionKey, string> | null {
  if (!isMc) return null;
  const options = copyOptions(copy);
  return { a: render(options.a), b: render(options.b), c: render(options.c), d: render(options.d) };
}

/** The copy, if this teacher may edit it: the student accepted them and the paper is finished. */
async function getEditableCopy(ctx: UserContext, questionId: string): Promise<CopyRecord> {
  const { db, user: teacher } = ctx;
  const copy = await findCopy(db, questionId);
  if (!copy || !(await isLinkedTeacher(db, teacher.id, copy.userId))) throw new AppError('question_not_found', 404);
  if (copy.finishedAt === null) throw new AppError('practice_not_finished', 409);
  return copy;
}

async function toCopyView(ctx: DbContext, copy: CopyRecord): Promise<PracticeQuestionCopyView> {
  const { db } = ctx;
  const student = await findProfile(db, copy.userId);
  const render = (text: string) => renderRichText(text, { assetBase: `/content-assets/${copy.subjectId}/` });
  const type = toType(copy.type);
  const options = copyOptions(copy);
  const texts: Array<[string, string]> = [
    ['question', copy.question],
    ['solution', copy.solution],
    ...(type === 'mc' ? optionKeys.map((key): [string, string] => [`options.${key}`, options[key]]) : []),
  ];
  return {
    id: copy.id,
    practiceId: copy.practiceId,
    questionNo: copy.questionNo,
    locale: copy.locale === 'zh' ? 'zh' : 'en',
    student: { id: copy.userId, displayName: student?.displayName ?? '' },
    type,
    level: copy.level,
    totalScore: copy.totalScore,
    correctAns: optionKeys.find((key) => key === copy.correctAns) ?? null,
    question: copy.question,
    solution: copy.solution,
    options,
    preview: {
      questionHtml: render(copy.question),
      solutionHtml: render(copy.solution),
      optionsHtml: renderCopyOptions(copy, type === 'mc', render),
    },
    latexErrors: findLatexErrors(texts),
    editedAt: copy.editedAt === null ? null : Number(copy.editedAt),
  };
}

export async function getQuestionCopy(ctx: UserContext, questionId: string): Promise<PracticeQuestionCopyView> {
  return toCopyView(ctx, await getEditableCopy(ctx, questionId));
}

/**
 * The mark a student's answer has after the question changes (see common/question-copy.ts): an MC question whose
 * type, answer or total score changed is marked again; a question that stops being MC waits for a mark; a written
 * answer's mark stays within the new total.
 */
export function markAfterEdit(
  before: Pick<PracticeQuestionRow, 'type' | 'correctAns' | 'totalScore' | 'score' | 'markedBy' | 'ans'>,
  after: { type: QuestionType; correctAns: string | null; totalScore: number },
): Pick<PracticeQuestionTable, 'score' | 'markedBy'> {
  const wasMc = before.type === 'mc';
  if (after.type === 'mc') {
    const changed = !wasMc || before.correctAns !== after.correctAns || before.totalScore !== after.totalScore;
    if (!changed) return { score: before.score, markedBy: before.markedBy };
    return { score: markMultipleChoice({ ...after, ans: before.ans }), markedBy: 'auto' };
  }
  if (wasMc || before.score === null) return { score: null, markedBy: null };
  return { score: clampScore(before.score, after.totalScore), markedBy: before.markedBy };
}

export async function updateQuestionCopy(
  ctx: UserContext,
  questionId: string,
  body: UpdatePracticeQuestionBody,
  now = Date.now(),
): Promise<PracticeQuestionCopyView> {
  const { db } = ctx;
  const copy = await getEditableCopy(ctx, questionId);
  const type = body.type ?? toType(copy.type);
  const totalScore = nextTotalScore({ type: toType(copy.type), totalScore: copy.totalScore }, type, body.totalScore);
  const correctAns = type === 'mc' ? (body.correctAns !== undefined ? body.correctAns : copy.correctAns) : null;
  const mark = markAfterEdit(copy, { type, correctAns, totalScore });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('practiceQuestions')
      .set({
        ...(body.question !== undefined ? { question: body.question } : {}),
        ...(body.solution !== undefined ? { solution: body.solution } : {}),
        ...(body.options?.a !== undefined ? { optionA: body.options.a } : {}),
        ...(body.options?.b !== undefined ? { optionB: body.options.b } : {}),
        ...(body.options?.c !== undefined ? { optionC: body.options.c } : {}),
        ...(body.options?.d !== undefined ? { optionD: body.options.d } : {}),
        ...(body.level !== undefined ? { level: body.level } : {}),
        type,
        totalScore,
        correctAns,
        ...mark,
        editedAt: now,
      })
      .where('id', '=', questionId)
      .execute();
    await refreshTotals({ ...ctx, db: trx }, copy.practiceId, copy.subjectId, now);
  });
  // The access was checked above; read the edited row back.
  return toCopyView(ctx, (await findCopy(db, questionId))!);
}

/** A question to write others like (repeat with AI): where it sits and what it says, in the paper's language. */
export interface RepeatSource {
  practiceId: string;
  studentId: string;
  subjectId: string;
  chapterId: string;
  locale: 'en' | 'zh';
  type: QuestionType;
  level: number;
  totalScore: number;
  question: string;
  options: Record<OptionKey, string> | null;
}

/**
 * The copy a repeat starts from: a student's own finished paper, or for a teacher a linked student's finished paper
 * (as the bank repeat). Anything else is question_not_found; a teacher's unfinished one practice_not_finished.
 */
export async function getRepeatSource(ctx: UserContext, questionId: string): Promise<RepeatSource> {
  const { db, user } = ctx;
  let copy: CopyRecord | undefined;
  if (user.role === 'student') {
    copy = await findCopy(db, questionId);
    if (!copy || copy.userId !== user.id || copy.finishedAt === null) throw new AppError('question_not_found', 404);
  } else {
    copy = await getEditableCopy(ctx, questionId);
  }
  const type = toType(copy.type);
  return {
    practiceId: copy.practiceId,
    studentId: copy.userId,
    subjectId: copy.subjectId,
    chapterId: copy.chapterId,
    locale: copy.locale === 'zh' ? 'zh' : 'en',
    type,
    level: copy.level,
    totalScore: copy.totalScore,
    question: copy.question,
    options: type === 'mc' ? copyOptions(copy) : null,
  };
}
