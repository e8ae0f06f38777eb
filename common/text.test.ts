import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './text';

describe('findNulCharacter', () => {
  it('finds nothing in ordinary text, numbers and nesting', () => {
    expect(findNulCharacter({ a: 'x', b: [1, 'y', { c: '中文 $x^2$' }], d: null, e: true })).toBeNull();
  });

  it('names the path of the first text holding a NUL character', () => {
    expect(findNulCharacter({ answer: 'a\u0000b' })).toBe('answer');
    expect(findNulCharacter({ options: { a: 'ok', b: '\u0000' } })).toBe('options.b');
    expect(findNulCharacter({ students: [{ id: 'x' }, { id: 'y\u0000' }] })).toBe('students.1.id');
    expect(findNulCharacter('\u0000')).toBe('');
  });

  it('finds one in a key as well as in a value', () => {
    expect(findNulCharacter({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
  });
});
