import { describe, expect, it } from 'vitest';
import { markMultipleChoice } from './marking';
import { applyOptionOrder, isOptionOrder, shuffledOptionOrder, toOriginalOption, toShownOption } from './option-order';

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

  it('places a corrected key on a shuffled copy where its option shows (regrading on appeal)', () => {
    for (const original of ['a', 'b', 'c', 'd'])
      expect(toOriginalOption(toShownOption(original, 'cadb'), 'cadb')).toBe(original);
    expect(toShownOption('c', 'cadb')).toBe('a');
    expect(toShownOption('b', null)).toBe('b');
  });

  it('passes answers of unshuffled copies and blanks through', () => {
    expect(toOriginalOption('b', null)).toBe('b');
    expect(toOriginalOption(null, 'cadb')).toBeNull();
    expect(isOptionOrder('aabc')).toBe(false);
  });
});
