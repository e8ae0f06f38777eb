import { randomUUID } from 'node:crypto';
import { pickText } from '../../../common/i18n';
import type { DbContext } from '../../context';
import type { QuestionRow } from '../../db/tables/catalog';
import type { NewPracticeQuestion } from '../../db/tables/papers';
import { type DrawRequest, drawQuestions } from './draw';
import { unanswered } from './practice-row';
import { findBankQuestions } from './queries';

/**
 * Draws bank questions (draw.ts) and copies them, in the paper's language, numbered from 1 in paper order. An
 * assignment copies them into its own paper the same way.
 */
export async function drawCopies(
  ctx: DbContext,
  request: DrawRequest,
  practiceId: string,
  locale: 'en' | 'zh',
): Promise<{ questions: NewPracticeQuestion[]; widened: boolean }> {
  const { db } = ctx;
  const { questionIds, widened } = await drawQuestions(ctx, request);
  const bank = new Map((await findBankQuestions(db, questionIds)).map((q) => [q.id, q]));
  const questions = questionIds.map((id, index) => snapshotQuestion(bank.get(id)!, practiceId, index + 1, locale));
  return { questions, widened };
}

/** The question as it stands in the bank now, in the paper's language, copied into the practice. */
export function snapshotQuestion(
  q: QuestionRow,
  practiceId: string,
  questionNo: number,
  locale: 'en' | 'zh',
): NewPracticeQuestion {
  const text = (en: string | null, zh: string | null) => pickText({ en: en ?? '', zh: zh ?? '' }, locale);
  const isMc = q.type === 'mc';
  return {
    id: randomUUID(),
    practiceId,
    questionNo,
    questionId: q.id,
    questionVersion: q.version,
    chapterId: q.chapterId,
    type: q.type,
    level: q.level,
    totalScore: q.totalScore,
    question: text(q.questionEn, q.questionZh),
    optionA: isMc ? text(q.optionAEn, q.optionAZh) : null,
    optionB: isMc ? text(q.optionBEn, q.optionBZh) : null,
    optionC: isMc ? text(q.optionCEn, q.optionCZh) : null,
    optionD: isMc ? text(q.optionDEn, q.optionDZh) : null,
    solution: text(q.solutionEn, q.solutionZh),
    correctAns: isMc ? q.correctAns : null,
    ...unanswered,
  };
}
