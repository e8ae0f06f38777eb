import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/seeded-random';
import {
  abilityForFraction,
  calibrate,
  estimateAbility,
  expectedFraction,
  logistic,
  populationPrior,
  type RaschResponse,
} from './rasch';

describe('the Rasch model', () => {
  it('gives an even chance when ability equals difficulty', () => {
    expect(logistic(0)).toBe(0.5);
    expect(expectedFraction(1, [{ difficulty: 1, max: 4 }])).toBeCloseTo(0.5, 12);
  });

  it('weights a paper’s expected score by each question’s marks', () => {
    // One 1-mark question at difficulty 0 and a 3-mark one far too hard: (0.5 + 3·σ(-20)) / 4.
    const paper = [
      { difficulty: 0, max: 1 },
      { difficulty: 20, max: 3 },
    ];
    expect(expectedFraction(0, paper)).toBeCloseTo(0.125, 6);
  });

  it('turns a cut score into the ability whose expected score it is', () => {
    const paper = [
      { difficulty: -1, max: 1 },
      { difficulty: 0.5, max: 2 },
    ];
    const ability = abilityForFraction(0.7, paper);
    expect(expectedFraction(ability, paper)).toBeCloseTo(0.7, 9);
    // One question: the cut is its difficulty plus the log-odds of the fraction.
    expect(abilityForFraction(0.8, [{ difficulty: 1, max: 1 }])).toBeCloseTo(1 + Math.log(4), 9);
  });

  it('estimates an ability at the prior’s mean without answers', () => {
    expect(estimateAbility([], { mean: 0.4, sd: 1.2 })).toEqual({ ability: 0.4, standardError: 1.2 });
  });

  it('finds the maximum of the posterior: half the marks on questions at 0 under a flat-ish prior is 0', () => {
    const answers = Array.from({ length: 40 }, (_, i) => ({ difficulty: 0, score: i % 2, max: 1 }));
    const { ability, standardError } = estimateAbility(answers, { mean: 0, sd: 100 });
    expect(ability).toBeCloseTo(0, 6);
    // Information 40 · 0.25 = 10, so the error is 1/√10.
    expect(standardError).toBeCloseTo(1 / Math.sqrt(10), 3);
  });

  it('reads a written answer as its marks: 3 of 4 marks is as strong as 3 of 4 right MC answers', () => {
    const prior = { mean: 0, sd: 2 };
    const written = estimateAbility([{ difficulty: 0.3, score: 3, max: 4 }], prior);
    const mc = estimateAbility(
      [1, 1, 1, 0].map((score) => ({ difficulty: 0.3, score, max: 1 })),
      prior,
    );
    expect(written.ability).toBeCloseTo(mc.ability, 9);
    expect(written.standardError).toBeCloseTo(mc.standardError, 9);
  });

  it('keeps a student with every mark at a finite ability, pulled in by the prior', () => {
    const perfect = Array.from({ length: 10 }, () => ({ difficulty: 0, score: 1, max: 1 }));
    const { ability } = estimateAbility(perfect, { mean: 0, sd: 1 });
    expect(ability).toBeGreaterThan(1);
    expect(ability).toBeLessThan(4);
  });

  it('recovers simulated difficulties and abilities', () => {
    const random = seededRandom(7);
    const trueB = Array.from({ length: 30 }, (_, i) => -2 + (4 * i) / 29);
    const trueTheta = Array.from({ length: 400 }, () => 3 * (random() - 0.5));
    const responses: RaschResponse[] = [];
    trueTheta.forEach((theta, person) => {
      trueB.forEach((b, item) => {
        const max = item % 3 === 0 ? 3 : 1;
        let score = 0;
        for (let m = 0; m < max; m++) if (random() < logistic(theta - b)) score++;
        responses.push({ person, item, score, max });
      });
    });
    const result = calibrate(responses, trueTheta.length, trueB.length);
    expect(result.converged).toBe(true);
    // The scale's origin is the bank's mean difficulty: compare with the true difficulties centred the same way.
    const trueMean = trueB.reduce((s, x) => s + x, 0) / trueB.length;
    const worst = Math.max(...result.difficulties.map((b, i) => Math.abs(b - (trueB[i]! - trueMean))));
    expect(worst).toBeLessThan(0.35);
    expect(Math.abs(result.difficulties.reduce((s, x) => s + x, 0))).toBeLessThan(1e-9);
    expect(result.itemAnswers[0]).toBe(400);
    const prior = populationPrior(result);
    expect(prior.sd).toBeGreaterThan(0.6);
    expect(prior.sd).toBeLessThan(1.2);
  });

  it('gives a question nobody got right a finite, high difficulty', () => {
    const responses: RaschResponse[] = [];
    for (let person = 0; person < 20; person++) {
      responses.push({ person, item: 0, score: person % 2, max: 1 });
      responses.push({ person, item: 1, score: 0, max: 1 });
    }
    const result = calibrate(responses, 20, 2);
    expect(Number.isFinite(result.difficulties[1])).toBe(true);
    expect(result.difficulties[1]!).toBeGreaterThan(result.difficulties[0]! + 2);
  });
});
