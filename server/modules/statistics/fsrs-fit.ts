import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { default_w, type Grade, Rating } from 'ts-fsrs';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';

/**
 * Fitting FSRS's weights to the notebook's own reviews (issue 29.1; docs/product-rules.md, "The wrong-question
 * notebook's schedule"): ts-fsrs's default weights were fitted to flashcard decks, where a card starts new, not to
 * exam questions answered wrong and their solution read. The FSRS optimiser (`@open-spaced-repetition/binding`, the
 * Rust fsrs-rs compiled for Node) fits them to our review histories; the fit is checked on students it was not
 * fitted on, and used only where it predicts their recall better than the defaults. The nightly job
 * (notebook-weights.ts) feeds it; bench/review-schedule.ts measures what it changes. Pure apart from the optimiser.
 */

/** One answer to a notebook question, in a student's history of it. */
export interface HistoryAnswer {
  at: number;
  rating: Grade;
}

/** A question's history in the notebook: from the wrong answer that put it there, every later answer, in order. */
export type ReviewHistory = HistoryAnswer[];

/** Fewer reviews than this to fit on and the defaults stay: a fit on a handful of students is noise. */
export const FIT_MIN_REVIEWS = 2000;

/**
 * A question's answers (in time order) as a notebook history: it starts at the first wrong answer (Again; what came
 * before was not in the notebook) and keeps the first answer of each later Hong Kong day (the scheduler works in whole
 * days, so a second answer the same day says nothing about the interval). Null when it never went wrong.
 */
export function historyOf(answers: readonly HistoryAnswer[]): ReviewHistory | null {
  const first = answers.findIndex((answer) => answer.rating === Rating.Again);
  if (first < 0) return null;
  const history: ReviewHistory = [];
  let lastDay = Number.NEGATIVE_INFINITY;
  for (const answer of answers.slice(first)) {
    const day = hongKongDay(answer.at);
    if (day === lastDay) continue;
    history.push(answer);
    lastDay = day;
  }
  return history;
}

/**
 * The optimiser's items: one for each review after the first answer, holding the history up to it, with the whole
 * days since the answer before (the first's 0), as fsrs-rs trains and evaluates on.
 */
export function fsrsItems(histories: readonly ReviewHistory[]): FSRSBindingItem[] {
  const items: FSRSBindingItem[] = [];
  for (const history of histories) {
    const reviews = history.map(
      (answer, i) =>
        new FSRSBindingReview(
          answer.rating,
          i === 0 ? 0 : Math.round((hongKongDay(answer.at) - hongKongDay(history[i - 1]!.at)) / DAY_MS),
        ),
    );
    for (let k = 2; k <= reviews.length; k++) items.push(new FSRSBindingItem(reviews.slice(0, k)));
  }
  return items;
}

/** FSRS-6's 21 weights fitted to the histories (whole days: no short-term memory, as the scheduler runs). */
export async function fitWeights(histories: readonly ReviewHistory[]): Promise<number[]> {
  return computeParameters(fsrsItems(histories), { enableShortTerm: false });
}

/** The log loss of the weights' recall predictions on the histories' reviews (null: ts-fsrs's defaults). */
export function logLossOf(histories: readonly ReviewHistory[], weights: readonly number[] | null): number {
  const items = fsrsItems(histories);
  if (items.length === 0) return Number.NaN;
  return new FSRSBinding([...(weights ?? default_w)]).evaluate(items).logLoss;
}

/** Reviews in the histories (answers after the first). */
export const reviewCount = (histories: readonly ReviewHistory[]) =>
  histories.reduce((sum, history) => sum + Math.max(0, history.length - 1), 0);

export interface WeightsFit {
  weights: number[];
  /** histories fitted on */
  items: number;
  /** reviews of the held-out students the fit was checked on */
  checkedReviews: number;
  logLoss: number;
  defaultLogLoss: number;
  /** better than the defaults on the held-out students: to be used */
  used: boolean;
}

/**
 * Fits on every student but one in five (`heldOut` says which, by a stable hash of the student), and checks the fit
 * against the defaults on the fifth: no fit is judged on the reviews it was fitted on. Null with too few reviews to
 * fit on (FIT_MIN_REVIEWS) or none to check on.
 */
export async function fitAndCheck(
  histories: ReadonlyArray<{ userId: string; history: ReviewHistory }>,
): Promise<WeightsFit | null> {
  const train = histories.filter((h) => !isHeldOut(h.userId)).map((h) => h.history);
  const check = histories.filter((h) => isHeldOut(h.userId)).map((h) => h.history);
  const checkedReviews = reviewCount(check);
  if (reviewCount(train) < FIT_MIN_REVIEWS || checkedReviews === 0) return null;
  const weights = await fitWeights(train);
  const logLoss = logLossOf(check, weights);
  const defaultLogLoss = logLossOf(check, null);
  return { weights, items: train.length, checkedReviews, logLoss, defaultLogLoss, used: logLoss < defaultLogLoss };
}

/** One student in five, the same ones every night (FNV-1a of the id). */
export function isHeldOut(userId: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 5 === 0;
}
