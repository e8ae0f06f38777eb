import { z } from 'zod';
import { type OptionKey, optionKeys } from './catalog';
import { toOriginalOption } from './option-order';

/**
 * Item analysis (issue 29, point 3): how a question behaved among the students who answered it, from their answers
 * alone. Classical test theory, the figures an exams office reads off a paper:
 *
 * - **facility**: the mean share of the question's marks won (for MC the share right);
 * - **discrimination**: the upper group's facility minus the lower group's, the groups being the top and bottom 27%
 *   of answers ranked by the student's score on the rest of the paper (Kelley's 27%, which maximises the groups'
 *   difference for a normal criterion while keeping them large enough to count);
 * - **point-biserial**: the correlation of the answer's score with that rest-of-paper score ("corrected": the question
 *   is left out of the criterion, so on a short paper it does not correlate with itself);
 * - per option, how many in the upper and in the lower group chose it (the original letters, before any shuffle).
 *
 * "Check this question" is raised when the question separates strong from weak students too little (discrimination
 * under 0.15 over at least 30 answers: below that a few answers swing it) or when the upper group chose one distractor
 * more often than the key (a wrong key, or two defensible answers). The second needs no minimum: a key the strongest
 * students avoid is worth a look at any count.
 */

/** The share of answers in each of the upper and lower groups. */
export const ITEM_GROUP_SHARE = 0.27;
/** Below this discrimination (upper-lower index) a question is flagged, once it has ITEM_MIN_ANSWERS answers. */
export const ITEM_MIN_DISCRIMINATION = 0.15;
export const ITEM_MIN_ANSWERS = 30;

export interface ItemAnswer {
  /** the paper (or student) the answer belongs to: ties in the criterion are broken by it, so a rerun agrees */
  respondentId: string;
  /** share of the question's marks won, 0 to 1 */
  score: number;
  /** the student's score on the rest of the paper, as a share of its marks (0 to 1): the ranking criterion */
  rest: number;
  /** the original option chosen, for MC; null for a blank or a written answer */
  option: OptionKey | null;
}

const OptionCounts = z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number(), blank: z.number() });
export type OptionCounts = z.infer<typeof OptionCounts>;

export const itemFlagReasons = ['low_discrimination', 'distractor_beats_key'] as const;
export type ItemFlagReason = (typeof itemFlagReasons)[number];

export const ItemAnalysis = z.object({
  answers: z.number(),
  /** null without answers */
  facility: z.number().nullable(),
  /** upper-group facility minus lower-group facility, -1 to 1; null below two answers */
  discrimination: z.number().nullable(),
  /** corrected item-rest correlation; null when either side does not vary */
  pointBiserial: z.number().nullable(),
  upperCount: z.number(),
  lowerCount: z.number(),
  /** MC only: choices of the upper and lower groups */
  upperOptions: OptionCounts.nullable(),
  lowerOptions: OptionCounts.nullable(),
  /** "check this question", and why; empty when nothing calls for it */
  flags: z.array(z.enum(itemFlagReasons)),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysis>;

/** The size of each of the upper and lower groups for n answers: 27% rounded, at least 1 from two answers on. */
export function itemGroupSize(n: number): number {
  if (n < 2) return 0;
  return Math.min(Math.floor(n / 2), Math.max(1, Math.round(n * ITEM_GROUP_SHARE)));
}

const mean = (values: readonly number[]) => values.reduce((s, x) => s + x, 0) / values.length;

/** Pearson's correlation; null when either variable is constant (or fewer than two pairs). */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length < 2 || xs.length !== ys.length) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

function countOptions(answers: readonly ItemAnswer[]): OptionCounts {
  const counts: OptionCounts = { a: 0, b: 0, c: 0, d: 0, blank: 0 };
  for (const answer of answers) counts[answer.option ?? 'blank']++;
  return counts;
}

/**
 * The analysis of one question from its answers. `key` is the MC question's right option (original letter), null for
 * a written question (no option counts, no distractor check).
 */
export function analyseItem(answers: readonly ItemAnswer[], key: OptionKey | null): ItemAnalysis {
  const n = answers.length;
  const ranked = [...answers].sort(
    (x, y) => y.rest - x.rest || (x.respondentId < y.respondentId ? -1 : x.respondentId > y.respondentId ? 1 : 0),
  );
  const size = itemGroupSize(n);
  const upper = ranked.slice(0, size);
  const lower = size === 0 ? [] : ranked.slice(n - size);
  const facilityOf = (group: readonly ItemAnswer[]) => mean(group.map((a) => a.score));
  const discrimination = size === 0 ? null : facilityOf(upper) - facilityOf(lower);
  const upperOptions = key === null ? null : countOptions(upper);
  const flags: ItemFlagReason[] = [];
  if (discrimination !== null && n >= ITEM_MIN_ANSWERS && discrimination < ITEM_MIN_DISCRIMINATION)
    flags.push('low_discrimination');
  if (key !== null && upperOptions) {
    const keyCount = upperOptions[key];
    if (optionKeys.some((option) => option !== key && upperOptions[option] > keyCount))
      flags.push('distractor_beats_key');
  }
  return {
    answers: n,
    facility: n === 0 ? null : facilityOf(answers),
    discrimination,
    pointBiserial: correlation(
      answers.map((a) => a.score),
      answers.map((a) => a.rest),
    ),
    upperCount: upper.length,
    lowerCount: lower.length,
    upperOptions,
    lowerOptions: key === null ? null : countOptions(lower),
    flags,
  };
}

/**
 * The rest-of-paper criterion of one answer: the paper's marks won without this question's over its marks without
 * this question's; null when the rest of the paper carries no marks (a one-question paper ranks no one).
 */
export function restScore(
  paper: { score: number; totalScore: number },
  answer: { score: number; totalScore: number },
): number | null {
  const total = paper.totalScore - answer.totalScore;
  if (total <= 1e-9) return null;
  return Math.min(1, Math.max(0, (paper.score - answer.score) / total));
}

/** An answer as the item analysis reads it from a paper (server: listBankItemAnswers, listAssignmentItemAnswers). */
export interface ItemAnswerRow {
  practiceId: string;
  type: string;
  score: number;
  totalScore: number;
  /** the answer as shown (a shuffled copy's letters are its own) */
  ans: string | null;
  correctAns: string | null;
  optionOrder: string | null;
  paperScore: number;
  paperTotalScore: number;
}

const asOptionKey = (value: string | null): OptionKey | null =>
  value !== null && (optionKeys as readonly string[]).includes(value) ? (value as OptionKey) : null;

/**
 * Answer rows grouped by question (`questionOf`: the bank question's id, or an assignment's question number) into
 * what analyseItem takes: each answer's share of marks, its rest-of-paper criterion, and its option and the key in the
 * original letters (a shuffled copy's are mapped back). An answer on a paper with nothing else marked ranks no one
 * and is left out.
 */
export function itemAnswersOf<Row extends ItemAnswerRow>(
  rows: readonly Row[],
  questionOf: (row: Row) => string,
): Map<string, { key: OptionKey | null; answers: ItemAnswer[] }> {
  const items = new Map<string, { key: OptionKey | null; answers: ItemAnswer[] }>();
  for (const row of rows) {
    const rest = restScore(
      { score: row.paperScore, totalScore: row.paperTotalScore },
      { score: row.score, totalScore: row.totalScore },
    );
    if (rest === null) continue;
    const isMc = row.type === 'mc';
    const question = questionOf(row);
    const item = items.get(question) ?? {
      key: isMc ? asOptionKey(toOriginalOption(row.correctAns, row.optionOrder)) : null,
      answers: [],
    };
    item.answers.push({
      respondentId: row.practiceId,
      score: Math.min(1, Math.max(0, row.score / row.totalScore)),
      rest,
      option: isMc ? asOptionKey(toOriginalOption(row.ans, row.optionOrder)) : null,
    });
    items.set(question, item);
  }
  return items;
}

/** The first reason a question calls for a check, or null: what the screens show as "check this question". */
export function flaggedReason(analysis: Pick<ItemAnalysis, 'flags'>): ItemFlagReason | null {
  return analysis.flags[0] ?? null;
}

/**
 * What a question of an assignment's results, or of the bank, carries of its item analysis (issue 29.3). `analysed`
 * counts the answers that could be ranked (final papers with something else marked).
 */
export const ItemFigures = z.object({
  analysed: z.number(),
  /** upper 27% facility minus lower 27%; null below two ranked answers */
  discrimination: z.number().nullable(),
  pointBiserial: z.number().nullable(),
  /** MC only: how many of the upper and lower groups chose each original option or left it blank */
  upperOptions: OptionCounts.nullable(),
  lowerOptions: OptionCounts.nullable(),
  /** "check this question": why, or null */
  flagged: z.enum(itemFlagReasons).nullable(),
});
export type ItemFigures = z.infer<typeof ItemFigures>;

/** An analysis as the figures a view carries; a question nobody's final answer ranks gets empty figures. */
export function itemFiguresOf(analysis: ItemAnalysis | undefined): ItemFigures {
  if (!analysis)
    return {
      analysed: 0,
      discrimination: null,
      pointBiserial: null,
      upperOptions: null,
      lowerOptions: null,
      flagged: null,
    };
  return {
    analysed: analysis.answers,
    discrimination: analysis.discrimination,
    pointBiserial: analysis.pointBiserial,
    upperOptions: analysis.upperOptions,
    lowerOptions: analysis.lowerOptions,
    flagged: flaggedReason(analysis),
  };
}

/** Every question's figures from answer rows, keyed as `questionOf` keys them (itemAnswersOf, analyseItem). */
export function analyseItems<Row extends ItemAnswerRow>(
  rows: readonly Row[],
  questionOf: (row: Row) => string,
): Map<string, ItemFigures> {
  const figures = new Map<string, ItemFigures>();
  for (const [question, { key, answers }] of itemAnswersOf(rows, questionOf))
    figures.set(question, itemFiguresOf(analyseItem(answers, key)));
  return figures;
}

// ---------- the bank-wide analysis (admins) ----------

/** GET /api/admin/questions/item-analysis?subjectId=&flagged= (admin): the subject's questions over the last year. */
export const BankItemQuery = z.object({
  subjectId: z.string().min(1).max(100),
  /** only the questions to check */
  flagged: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type BankItemQuery = z.infer<typeof BankItemQuery>;

export const BankItem = ItemFigures.extend({
  questionId: z.string(),
  chapterId: z.string(),
  chapterTitleEn: z.string(),
  chapterTitleZh: z.string(),
  type: z.string(),
  level: z.number(),
  /** the question's opening words, as stored (up to 200 characters) */
  questionEn: z.string(),
  questionZh: z.string(),
  facility: z.number().nullable(),
  /** MC: the right option's original letter */
  key: z.string().nullable(),
});
export type BankItem = z.infer<typeof BankItem>;

export const BankItemView = z.object({
  /** what it rests on: final answers since `since` (a year back) */
  since: z.number(),
  /** flagged first, then the least discriminating */
  items: z.array(BankItem),
});
export type BankItemView = z.infer<typeof BankItemView>;
