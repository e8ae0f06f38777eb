import { describe, expect, it } from 'vitest';
import { countUnanswered, isAnswered, workingTone } from './navigator';

describe('working navigator', () => {
  it('shows a question as answered once it has a letter or some text', () => {
    expect(workingTone('b')).toBe('answered');
    expect(workingTone('寫了答案')).toBe('answered');
    expect(workingTone('  \n ')).toBe('unanswered');
    expect(workingTone('')).toBe('unanswered');
    expect(workingTone(undefined)).toBe('unanswered');
    expect(isAnswered(null)).toBe(false);
  });
});

describe('submit confirmation', () => {
  it('counts the questions still blank', () => {
    const answers = new Map([
      [1, 'a'],
      [2, ''],
      [4, 'long answer\nwith a second line'],
      [5, '   '],
    ]);
    expect(countUnanswered([1, 2, 3, 4, 5], answers)).toBe(3);
    expect(countUnanswered([1, 4], answers)).toBe(0);
  });
});
