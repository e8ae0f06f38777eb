import { describe, expect, it } from 'vitest';
import { rankingGap } from './components/StatCards';

describe('the global ranking card', () => {
  it('says why it shows "–": no marked answer of the student, or too few students to rank among', () => {
    expect(rankingGap({ ranking: null, averageScore: null })).toBe('noMarks');
    expect(rankingGap({ ranking: null, averageScore: 62.5 })).toBe('fewStudents');
    expect(rankingGap({ ranking: { side: 'top', percent: 10 }, averageScore: 90 })).toBeNull();
  });
});
