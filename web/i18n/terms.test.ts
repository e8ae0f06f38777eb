import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One Chinese term per concept across the app. The spec's "chapter" is 章節 (課題 read as "topic" and made the
 * practice form and the admin's chapter list disagree); its "report" of a question is 問題報告 (舉報 reads as
 * denouncing a person). Every file of the zh-HK folder is read, so a new text part is checked too.
 */
const terms = [
  { concept: 'chapter', use: '章節', rejected: ['課題'] },
  { concept: 'question report', use: '問題報告', rejected: ['舉報'] },
];

const folder = path.join(import.meta.dirname, 'zh-HK');

function textsOf(value: unknown, key: string): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([child, inner]) => textsOf(inner, key ? `${key}.${child}` : child));
  return [];
}

const texts = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => textsOf(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), file.replace(/\.json$/, '')));

describe('Chinese terms', () => {
  it('reads every text part', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it.each(terms)('uses $use for $concept and never $rejected', ({ use, rejected }) => {
    expect(texts.some(([, text]) => text.includes(use))).toBe(true);
    const offending = texts.filter(([, text]) => rejected.some((term) => text.includes(term))).map(([key]) => key);
    expect(offending).toEqual([]);
  });
});
