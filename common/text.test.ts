import { describe, expect, it } from 'vitest';
import { findNulCharacter, isJsonTooDeep, MAX_JSON_DEPTH } from './text';

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

describe('deep nesting', () => {
  const nested = (depth: number, inner = '"x"') => '['.repeat(depth) + inner + ']'.repeat(depth);

  it('walks any depth without overflowing the call stack', () => {
    const deep = JSON.parse(nested(100_000, '"a\\u0000"'));
    expect(findNulCharacter(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
    expect(findNulCharacter(JSON.parse(nested(100_000)))).toBeNull();
  });

  it('tells JSON nested deeper than the cap, without counting brackets inside strings', () => {
    expect(isJsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(isJsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isJsonTooDeep(`{"a":${nested(10)},"b":"${'['.repeat(500)}"}`)).toBe(false);
    expect(isJsonTooDeep(`{"a":"\\"${'{'.repeat(500)}"}`)).toBe(false);
    expect(isJsonTooDeep(`[${'{"a":'.repeat(65)}1${'}'.repeat(65)}]`)).toBe(true);
  });
});
