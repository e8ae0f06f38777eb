import { describe, expect, it } from 'vitest';
import { toMark } from './marks';

describe('a typed mark', () => {
  it('is clamped to 0..the question total, in half marks', () => {
    expect(toMark(99, 6)).toBe(6);
    expect(toMark(-2, 6)).toBe(0);
    expect(toMark('2.3', 6)).toBe(2.5);
    expect(toMark(4, 6)).toBe(4);
  });

  it('is nothing while the box is empty', () => {
    expect(toMark('', 6)).toBeNull();
    expect(toMark('abc', 6)).toBeNull();
  });
});
