import {
  analyseItem,
  type BankItem,
  type BankItemQuery,
  type BankItemView,
  flaggedReason,
  itemAnswersOf,
  itemFiguresOf,
} from '../../../common/item-analysis';
import { DAY_MS } from '../../../common/statistics-days';
import type { DbContext } from '../../context';
import { listBankItemAnswers, listItemQuestions } from './item-analysis-queries';

/** The bank-wide analysis reads the last year's final answers. */
const WINDOW_MS = 365 * DAY_MS;
const OPENING_CHARS = 200;

/**
 * The item analysis of a subject's bank questions from everyone's final answers over the last year (issue 29.3;
 * docs/product-rules.md, "Item analysis"): per question its facility, discrimination, point-biserial, the top and
 * bottom groups' choices, and whether to check it; flagged first, then the least discriminating. With `flagged`, only
 * the questions to check. Computed when an admin asks (a year of a subject: a few hundred thousand rows at most).
 */
export async function getBankItemAnalysis(
  ctx: DbContext,
  query: BankItemQuery,
  now = Date.now(),
): Promise<BankItemView> {
  const { db } = ctx;
  const since = now - WINDOW_MS;
  const rows = await listBankItemAnswers(db, query.subjectId, since);
  const analysed = [...itemAnswersOf(rows, (row) => row.questionId)].map(([questionId, { key, answers }]) => ({
    questionId,
    key,
    analysis: analyseItem(answers, key),
  }));
  const wanted = query.flagged ? analysed.filter((item) => flaggedReason(item.analysis) !== null) : analysed;
  const questions = new Map(
    (
      await listItemQuestions(
        db,
        wanted.map((item) => item.questionId),
      )
    ).map((q) => [q.id, q]),
  );
  const items: BankItem[] = wanted.flatMap(({ questionId, key, analysis }) => {
    const question = questions.get(questionId);
    if (!question) return [];
    return [
      {
        questionId,
        chapterId: question.chapterId,
        chapterTitleEn: question.chapterTitleEn,
        chapterTitleZh: question.chapterTitleZh,
        type: question.type,
        level: question.level,
        questionEn: question.questionEn.slice(0, OPENING_CHARS),
        questionZh: question.questionZh.slice(0, OPENING_CHARS),
        facility: analysis.facility,
        key,
        ...itemFiguresOf(analysis),
      },
    ];
  });
  items.sort(
    (a, b) =>
      Number(b.flagged !== null) - Number(a.flagged !== null) ||
      (a.discrimination ?? 2) - (b.discrimination ?? 2) ||
      (a.questionId < b.questionId ? -1 : 1),
  );
  return { since, items };
}
