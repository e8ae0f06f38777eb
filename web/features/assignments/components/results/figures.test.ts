import { describe, expect, it } from 'vitest';
import type { AssignmentResults } from '../../../../../common/assignments';
import { averageScore, facilityPercent, formatScore, scoreDistribution } from './figures';

function student(score: number | null, finishedAt: number | null): AssignmentResults['students'][number] {
  return {
    student: { id: String(Math.random()), displayName: 'S', avatarUrl: null },
    practiceId: finishedAt === null ? null : 'p',
    startedAt: null,
    finishedAt,
    score,
    pendingMarking: 0,
    late: false,
    sectionScores: [],
    grade: null,
  };
}

describe('assignment result figures', () => {
  it('averages only submitted papers and has no average before anyone submitted', () => {
    expect(averageScore([student(null, null)])).toBeNull();
    expect(averageScore([student(4, 1), student(8, 2), student(null, null)])).toBe(6);
  });

  it('puts each submitted paper in its tenth of the full score, a full mark in the top band', () => {
    const bands = scoreDistribution(
      [student(0, 1), student(9.5, 1), student(10, 1), student(5, 1), student(null, null)],
      10,
    );
    expect(bands).toHaveLength(10);
    expect(bands[0]).toEqual({ band: '0-9%', count: 1 });
    expect(bands[5]).toEqual({ band: '50-59%', count: 1 });
    expect(bands[9]).toEqual({ band: '90-100%', count: 2 });
    expect(bands.reduce((sum, band) => sum + band.count, 0)).toBe(4);
  });

  it('shows facility as a whole percent and marks with at most one decimal', () => {
    expect(facilityPercent(null)).toBeNull();
    expect(facilityPercent(0.666)).toBe(67);
    expect(formatScore(3)).toBe('3');
    expect(formatScore(2.5)).toBe('2.5');
  });
});
