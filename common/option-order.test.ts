import { describe, expect, it } from 'vitest';
import { markMultipleChoice } from './marking';
import { applyOptionOrder, isOptionOrder, shuffledOptionOrder, toOriginalOption } from './option-order';

const question = {
  optionA: 'two',
  optionB: 'three',
  optionC: 'five',
  optionD: 'seven',
  correctAns: 'c',
  totalScore: 1,
};

describe('shuffled MC options', () => {
  it('draws every order of the four options, each a whole order', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(shuffledOptionOrder());
    expect(seen.size).toBe(24);
    for (const order of seen) expect(isOptionOrder(order)).toBe(true);
  });

  it('shows the options in the order and moves the right answer with its text', () => {
    const shown = applyOptionOrder(question, 'cadb');
    expect([shown.optionA, shown.optionB, shown.optionC, shown.optionD]).toEqual(['five', 'two', 'seven', 'three']);
    expect(shown.correctAns).toBe('a');
  });

  it('marks the shown answer and maps it back to the original letter', () => {
    const shown = applyOptionOrder(question, 'cadb');
    expect(markMultipleChoice({ ...shown, ans: 'a' })).toBe(1);
    expect(toOriginalOption('a', 'cadb')).toBe('c');
    expect(toOriginalOption('d', 'cadb')).toBe('b');
  });

  it('passes answers of unshuffled copies and blanks through', () => {
    expect(toOriginalOption('b', null)).toBe('b');
    expect(toOriginalOption(null, 'cadb')).toBeNull();
    expect(isOptionOrder('aabc')).toBe(false);
  });
});
