import { describe, expect, it } from 'vitest';
import { DAY_MS, hongKongDay, presetRange, previousRange, rangeDays } from './statistics-days';
import {
  EXPECTED_GRADE_MIN_PAPERS,
  expectedGrade,
  gradeLevel,
  isLateAssignment,
  masteryLevel,
  nextReview,
  normalCdf,
  punctuality,
  rankOnDistribution,
  summarisePunctuality,
} from './statistics-rules';

const bands = [
  { grade: '5**', min: 0.85, max: 1, color: '#6a1b9a' },
  { grade: '4', min: 0.5, max: 0.85, color: '#43a047' },
  { grade: 'U', min: 0, max: 0.5, color: '#757575' },
];

/** Builds a distribution from a list of averages. */
function distributionOf(averages: number[]) {
  return {
    count: averages.length,
    sum: averages.reduce((s, x) => s + x, 0),
    sumOfSquares: averages.reduce((s, x) => s + x * x, 0),
  };
}

// 2026-03-31 10:00 in Hong Kong (02:00 UTC)
const march31 = Date.UTC(2026, 2, 31, 2);

describe('hongKongDay', () => {
  it('starts a day at 16:00 UTC', () => {
    expect(hongKongDay(Date.UTC(2026, 0, 1, 15, 59))).toBe(Date.UTC(2025, 11, 31, 16));
    expect(hongKongDay(Date.UTC(2026, 0, 1, 16, 0))).toBe(Date.UTC(2026, 0, 1, 16));
  });
});

describe('ranges', () => {
  const today = Date.UTC(2026, 2, 30, 16);

  it('7D is today and 6 days back', () => {
    const range = presetRange('7d', march31);
    expect(range).toEqual({ from: today - 6 * DAY_MS, to: today });
    expect(rangeDays(range)).toBe(7);
  });

  it('months go back by calendar, the day after, clamping to the end of a shorter month', () => {
    // 31 March - 1 month = 28 February (2026 is not a leap year), so 1M starts on 1 March
    expect(presetRange('1m', march31).from).toBe(Date.UTC(2026, 1, 28, 16));
    expect(presetRange('3m', march31).from).toBe(Date.UTC(2025, 11, 31, 16));
    expect(presetRange('6m', march31).from).toBe(Date.UTC(2025, 8, 30, 16));
    expect(presetRange('1y', march31).from).toBe(Date.UTC(2025, 2, 31, 16));
  });

  it('longest starts at the first practised day, or today without one', () => {
    expect(presetRange('longest', march31, today - 400 * DAY_MS).from).toBe(today - 400 * DAY_MS);
    expect(presetRange('longest', march31, null)).toEqual({ from: today, to: today });
  });

  it('the previous period is as long and ends the day before', () => {
    const range = presetRange('7d', march31);
    expect(previousRange(range)).toEqual({ from: range.from - 7 * DAY_MS, to: range.from - DAY_MS });
    expect(rangeDays(previousRange(presetRange('1m', march31)))).toBe(rangeDays(presetRange('1m', march31)));
  });
});

describe('ranking from a normal fit', () => {
  it('the normal distribution function is right to 6 places', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 6);
  });

  it('one standard deviation above the mean is the top 16%', () => {
    // mean 0.5, sd 0.1 (population)
    const distribution = distributionOf([0.4, 0.6, 0.4, 0.6]);
    expect(rankOnDistribution(0.6, distribution)).toEqual({ side: 'top', percent: 16 });
    expect(rankOnDistribution(0.4, distribution)).toEqual({ side: 'bottom', percent: 16 });
  });

  it('the middle is the top 50%; far out is still at least 1%', () => {
    const distribution = distributionOf([0.4, 0.6, 0.4, 0.6]);
    expect(rankOnDistribution(0.5, distribution)).toEqual({ side: 'top', percent: 50 });
    expect(rankOnDistribution(1, distribution)).toEqual({ side: 'top', percent: 1 });
    expect(rankOnDistribution(0, distribution)).toEqual({ side: 'bottom', percent: 1 });
  });

  it('everyone equal puts the student in the middle', () => {
    expect(rankOnDistribution(0.7, distributionOf([0.7, 0.7, 0.7]))).toEqual({ side: 'top', percent: 50 });
  });

  it('counts each student once: one who practised many days weighs no more than one who practised once', () => {
    // per student (the rule): 0.9, 0.6 and 0.2, whatever the number of days behind each
    const students = distributionOf([0.9, 0.6, 0.2]);
    expect(rankOnDistribution(0.6, students)).toEqual({ side: 'top', percent: 45 });
    expect(rankOnDistribution(0.9, students)).toEqual({ side: 'top', percent: 12 });
    expect(rankOnDistribution(0.2, students)).toEqual({ side: 'bottom', percent: 10 });
    // per student-day (not the rule), the first student's eight days at 0.9 drag the middle up past the second
    const days = distributionOf([...Array<number>(8).fill(0.9), 0.6, 0.2]);
    expect(rankOnDistribution(0.6, days)).toEqual({ side: 'bottom', percent: 18 });
  });

  it('many equal averages summed in floating point still put that average in the middle', () => {
    for (const average of [0.1, 1 / 3, 0.7, 0.9])
      expect(rankOnDistribution(average, distributionOf(Array<number>(10_000).fill(average)))).toEqual({
        side: 'top',
        percent: 50,
      });
  });

  it('three students are enough for a ranking', () => {
    expect(rankOnDistribution(0.5, distributionOf([0.4, 0.6, 0.5]))).toEqual({ side: 'top', percent: 50 });
  });

  it('no ranking without an average or with too few students', () => {
    expect(rankOnDistribution(null, distributionOf([0.4, 0.6, 0.5]))).toBeNull();
    expect(rankOnDistribution(0.5, distributionOf([0.4, 0.6]))).toBeNull();
  });
});

describe('expected grade', () => {
  const enough = { papers: EXPECTED_GRADE_MIN_PAPERS, markedWritten: 2 };

  it('is the band the average falls in, with its evidence', () => {
    expect(expectedGrade(0.6, bands, enough)).toEqual({ grade: '4', color: '#43a047', papers: 3, markedWritten: 2 });
    expect(expectedGrade(0.85, bands, enough)?.grade).toBe('5**');
    expect(expectedGrade(1, bands, enough)?.grade).toBe('5**');
    expect(expectedGrade(0.4999, bands, enough)?.grade).toBe('U');
  });

  it('shows nothing below the evidence minimum, without an average or without bands', () => {
    expect(expectedGrade(0.9, bands, { papers: EXPECTED_GRADE_MIN_PAPERS - 1, markedWritten: 9 })).toBeNull();
    expect(expectedGrade(null, bands, enough)).toBeNull();
    expect(expectedGrade(0.9, [], enough)).toBeNull();
  });

  it('a grade has a level, the lowest band 1', () => {
    expect(gradeLevel(bands, 'U')).toBe(1);
    expect(gradeLevel(bands, '5**')).toBe(3);
  });
});

describe('punctuality', () => {
  const now = Date.UTC(2026, 5, 1);
  it('is the share submitted on or before the due date, rounded', () => {
    expect(
      punctuality(
        [
          { dueAt: 100, submittedAt: 100 },
          { dueAt: 100, submittedAt: 50 },
          { dueAt: 100, submittedAt: 101 },
        ],
        now,
      ),
    ).toBe(67);
  });

  it('an unsubmitted assignment counts as late once due, and not at all before', () => {
    expect(
      punctuality(
        [
          { dueAt: now - 1, submittedAt: null },
          { dueAt: now + DAY_MS, submittedAt: null },
          { dueAt: 100, submittedAt: 90 },
        ],
        now,
      ),
    ).toBe(50);
  });

  it('is null with nothing to count', () => {
    expect(punctuality([], now)).toBeNull();
    expect(punctuality([{ dueAt: now + 1, submittedAt: null }], now)).toBeNull();
  });

  it('counts as late what was submitted after the due date or not submitted once it passed', () => {
    expect(isLateAssignment({ dueAt: 100, submittedAt: 100 }, now)).toBe(false);
    expect(isLateAssignment({ dueAt: 100, submittedAt: 101 }, now)).toBe(true);
    expect(isLateAssignment({ dueAt: now - 1, submittedAt: null }, now)).toBe(true);
    expect(isLateAssignment({ dueAt: now, submittedAt: null }, now)).toBe(false);
  });

  it('is summarised with the number counted and the number late, punctuality being the rest', () => {
    expect(
      summarisePunctuality(
        [
          { dueAt: 100, submittedAt: 90 },
          { dueAt: 100, submittedAt: 150 },
          { dueAt: now - 1, submittedAt: null },
          { dueAt: now + DAY_MS, submittedAt: null },
        ],
        now,
      ),
    ).toEqual({ punctuality: 33, counted: 3, late: 2 });
    expect(summarisePunctuality([], now)).toEqual({ punctuality: null, counted: 0, late: 0 });
  });
});

describe('mastery levels', () => {
  it.each([
    [0.95, 10, 'mastered'],
    [0.95, 9, 'proficient'],
    [0.8, 5, 'proficient'],
    [0.8, 4, 'familiar'],
    [0.5, 1, 'familiar'],
    [0.49, 20, 'attempted'],
    [0, 1, 'attempted'],
  ] as const)('accuracy %s over %s questions is %s', (accuracy, answered, level) => {
    expect(masteryLevel(accuracy, answered)).toBe(level);
  });

  it('nothing answered has no level', () => {
    expect(masteryLevel(null, 0)).toBeNull();
    expect(masteryLevel(0.9, 0)).toBeNull();
  });
});

describe('review schedule', () => {
  const answeredAt = Date.UTC(2026, 2, 31, 2); // 10:00 in Hong Kong
  const day = hongKongDay(answeredAt);

  it('a wrong answer comes back the next Hong Kong day, whatever its step', () => {
    expect(nextReview(null, false, answeredAt)).toEqual({ step: 0, dueAt: day + DAY_MS });
    expect(nextReview({ step: 2, dueAt: answeredAt }, false, answeredAt)).toEqual({ step: 0, dueAt: day + DAY_MS });
  });

  it('right reviews move it on after 3, then 7 days, then out', () => {
    expect(nextReview({ step: 0, dueAt: answeredAt - 1 }, true, answeredAt)).toEqual({
      step: 1,
      dueAt: day + 3 * DAY_MS,
    });
    expect(nextReview({ step: 1, dueAt: answeredAt }, true, answeredAt)).toEqual({ step: 2, dueAt: day + 7 * DAY_MS });
    expect(nextReview({ step: 2, dueAt: answeredAt }, true, answeredAt)).toBeNull();
  });

  it('right before it is due changes nothing; right and never wrong stays out', () => {
    const state = { step: 1, dueAt: answeredAt + DAY_MS };
    expect(nextReview(state, true, answeredAt)).toBe(state);
    expect(nextReview(null, true, answeredAt)).toBeNull();
  });
});
