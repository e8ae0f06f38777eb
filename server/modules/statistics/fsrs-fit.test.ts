import { default_w, type Grade, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../common/statistics-days';
import { seededRandom } from '../../test/seeded-random';
import {
  FIT_MIN_REVIEWS,
  fitAndCheck,
  fsrsItems,
  historyOf,
  isHeldOut,
  logLossOf,
  type ReviewHistory,
  reviewCount,
} from './fsrs-fit';

// Fitting FSRS's weights to the notebook's reviews (fsrs-fit.ts), with the FSRS optimiser itself.

const start = Date.UTC(2026, 8, 1, 11); // 19:00 in Hong Kong
const at = (day: number, hours = 0) => start + day * DAY_MS + hours * 3_600_000;

describe('a question’s history in the notebook', () => {
  it('starts at the first wrong answer and keeps the first answer of each Hong Kong day', () => {
    const history = historyOf([
      { at: at(0), rating: Rating.Good },
      { at: at(1), rating: Rating.Again },
      { at: at(1, 1), rating: Rating.Good }, // the same evening: no interval to learn from
      { at: at(3), rating: Rating.Hard },
      { at: at(10), rating: Rating.Good },
    ]);
    expect(history?.map((a) => a.rating)).toEqual([Rating.Again, Rating.Hard, Rating.Good]);
    expect(historyOf([{ at: at(0), rating: Rating.Good }])).toBeNull();
  });

  it('gives the optimiser one item per review, with whole days since the answer before', () => {
    const history: ReviewHistory = [
      { at: at(0), rating: Rating.Again },
      { at: at(1), rating: Rating.Good },
      { at: at(4), rating: Rating.Good },
    ];
    const items = fsrsItems([history, [{ at: at(0), rating: Rating.Again }]]);
    expect(items).toHaveLength(2);
    expect(items[1]!.reviews.map((r) => [r.rating, r.deltaT])).toEqual([
      [1, 0],
      [3, 1],
      [3, 3],
    ]);
    expect(reviewCount([history])).toBe(2);
  });

  it('holds out the same one student in five every night', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `user-${i}`);
    const share = ids.filter(isHeldOut).length / ids.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
    expect(ids.map(isHeldOut)).toEqual(ids.map(isHeldOut));
  });
});

/**
 * Students whose memory the defaults misjudge: a wrong question is remembered about 2 days (FSRS's default starts it
 * at 0.2), each right review multiplies that by 2.5; reviews come every 1-6 days.
 */
function simulatedHistories(students: number, seed: number) {
  const random = seededRandom(seed);
  const histories: Array<{ userId: string; history: ReviewHistory }> = [];
  for (let s = 0; s < students; s++)
    for (let q = 0; q < 20; q++) {
      let stability = 2;
      let day = 0;
      const history: ReviewHistory = [{ at: at(0), rating: Rating.Again }];
      for (let r = 0; r < 5; r++) {
        const gap = 1 + Math.floor(random() * 6);
        day += gap;
        const right = random() < 0.9 ** (gap / stability);
        history.push({ at: at(day), rating: (right ? Rating.Good : Rating.Again) as Grade });
        stability = right ? stability * 2.5 : 1;
      }
      histories.push({ userId: `student-${s}`, history });
    }
  return histories;
}

describe('fitting the weights', () => {
  it('fits on four students in five and beats the defaults on the fifth, starting a wrong question nearer the truth', async () => {
    const fit = await fitAndCheck(simulatedHistories(150, 7));
    expect(fit).not.toBeNull();
    expect(fit!.weights).toHaveLength(21);
    expect(fit!.used).toBe(true);
    expect(fit!.logLoss).toBeLessThan(fit!.defaultLogLoss);
    // FSRS-6 starts a question answered Again at w[0] days: the default's 0.2 rises towards the truth's 2.
    expect(fit!.weights[0]!).toBeGreaterThan(default_w[0]! * 2);
    expect(fit!.defaultLogLoss).toBeCloseTo(
      logLossOf(
        simulatedHistories(150, 7)
          .filter((h) => isHeldOut(h.userId))
          .map((h) => h.history),
        null,
      ),
      10,
    );
  }, 60_000);

  it('fits nothing on too few reviews', async () => {
    const few = simulatedHistories(150, 7).slice(0, Math.floor(FIT_MIN_REVIEWS / 5) - 1);
    expect(await fitAndCheck(few)).toBeNull();
  });
});
