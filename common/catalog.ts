// The answers' schemas are in catalog-views.ts (zod stays out of the working screen's first load); their types are
// re-exported here for everyone else.
export type {
  CategoryView,
  ChapterNotes,
  ChapterView,
  GradeBand,
  QuestionCounts,
  SectionView,
  SubjectView,
} from './catalog-views';

export const questionTypes = ['mc', 'short', 'long'] as const;
export type QuestionType = (typeof questionTypes)[number];
export const optionKeys = ['a', 'b', 'c', 'd'] as const;
export type OptionKey = (typeof optionKeys)[number];
export const levels = [1, 2, 3] as const;

/**
 * Non-MC questions are worth 1 to 13 (a full Section B question; the spec says 10, docs/product-rules.md); an MC
 * question is always worth 1 (values outside are clamped). Every marking box and body accepts up to a question's own
 * total.
 */
export const NON_MC_SCORE = { min: 1, max: 13 } as const;

/** The spec's defaults: an MC question is worth 1, a short or long one 2 unless it says otherwise. */
export function defaultTotalScore(type: QuestionType): number {
  return type === 'mc' ? 1 : 2;
}
