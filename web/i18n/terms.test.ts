import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One Chinese term per concept across the app. The spec's "chapter" is 章節 (課題 read as "topic" and made the
 * practice form and the admin's chapter list disagree); its "report" of a question is 問題報告 (舉報 reads as
 * denouncing a person). A person's name is 姓名 (名稱 names things: a class, a category); the worked solution is
 * 題解; a teacher marks (批改) while the app and AI score (評分); difficulty is 難度 on the form and on the question
 * alike; a handed-in paper is 已提交; print is 打印 (Hong Kong's word; 列印 is Taiwan's). Every file of the zh-HK folder is read, so a new text part is checked too.
 */
const terms = [
  { concept: 'chapter', use: '章節', rejected: ['課題'] },
  { concept: 'question report', use: '問題報告', rejected: ['舉報'] },
  { concept: 'worked solution', use: '題解', rejected: ['詳解', '解說'] },
  {
    concept: "a teacher's marking",
    use: '批改',
    rejected: ['老師評分', '由老師評分', '老師已為', '等候老師評分', '評核'],
  },
  { concept: 'difficulty', use: '難度', rejected: ['程度'] },
  { concept: 'submitted', use: '已提交', rejected: ['已交 ', '已遞交', '已繳交'] },
  { concept: "a person's name", use: '姓名', rejected: ['名字', '你的名稱'] },
  { concept: 'print', use: '打印', rejected: ['列印'] },
];

const folder = path.join(import.meta.dirname, 'zh-HK');
const englishFolder = path.join(import.meta.dirname, 'en');

function textsOf(value: unknown, key: string): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([child, inner]) => textsOf(inner, key ? `${key}.${child}` : child));
  return [];
}

function readTexts(from: string): Array<[string, string]> {
  return readdirSync(from)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => textsOf(JSON.parse(readFileSync(path.join(from, file), 'utf8')), file.replace(/\.json$/, '')));
}

const texts = readTexts(folder);
const english = new Map(readTexts(englishFolder));

describe('Chinese terms', () => {
  it('reads every text part', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it.each(terms)('uses $use for $concept and never $rejected', ({ use, rejected }) => {
    expect(texts.some(([, text]) => text.includes(use))).toBe(true);
    const offending = texts.filter(([, text]) => rejected.some((term) => text.includes(term))).map(([key]) => key);
    expect(offending).toEqual([]);
  });

  it("says 姓名 wherever the English asks for a person's name", () => {
    const thingNames = /class name|grade band|\{\{name\}\}/i;
    const personNames = texts.filter(([key]) => {
      const source = english.get(key) ?? '';
      return /\bname\b/i.test(source) && !thingNames.test(source);
    });
    expect(personNames.length).toBeGreaterThan(5);
    expect(personNames.filter(([, text]) => !text.includes('姓名')).map(([key]) => key)).toEqual([]);
  });

  it('writes colons full-width after Chinese text', () => {
    const halfWidth = texts.filter(([, text]) => /[\u3400-\u9fff]\s*:(?!\/\/)/.test(text)).map(([key]) => key);
    expect(halfWidth).toEqual([]);
  });

  // A colon the code writes after a translated label is half-width in Chinese too ("到期日: …" on the results page):
  // it goes through `common.colon`, which each language writes its own way.
  it('puts no colon of its own after a translated label in the web app', () => {
    const webFolder = path.join(import.meta.dirname, '..');
    const sources = readdirSync(webFolder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && !file.includes('.test.'),
    );
    const labelThenColon = /\{t\((?:[^()]|\([^()]*\))*\)\}:/;
    const offending = sources.filter((file) => labelThenColon.test(readFileSync(path.join(webFolder, file), 'utf8')));
    expect(sources.length).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });
});
