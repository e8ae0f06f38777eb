import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * One Chinese term per concept in the question bank (questions and chapter notes), as web/i18n/terms.test.ts does
 * for the app's texts. The words are Hong Kong's, as the HKEAA and the bank's chapter notes write them (issue 28.7).
 * A rejected word is a string, or a pattern where the string is part of another word (公分母 is a common
 * denominator, not a centimetre).
 */
const terms: Array<{ concept: string; use: string; rejected: Array<string | RegExp> }> = [
  {
    concept: 'the Avogadro constant',
    use: '亞佛加德羅常數',
    rejected: ['阿佛加德羅', '阿伏加德羅', '阿伏伽德羅', '亞伏加德羅'],
  },
  { concept: 'print', use: '打印', rejected: ['列印'] },
  { concept: 'an unbiased estimate', use: '無偏估計', rejected: ['不偏估計'] },
  { concept: 'a period (and the Periodic Table)', use: '周期', rejected: ['週期'] },
  { concept: 'hydrochloric acid (Biology as Chemistry)', use: '氫氯酸', rejected: ['鹽酸'] },
  { concept: 'an edge, a prism', use: '棱', rejected: ['稜'] },
  { concept: 'the centimetre', use: '厘米', rejected: [/公分(?!母)/] },
  { concept: 'the lag phase (as the Biology notes)', use: '遲滯期', rejected: ['停滯期', '延滯期'] },
  { concept: 'a primary alcohol (HKEAA Chemistry)', use: '一級醇', rejected: ['伯醇'] },
  { concept: 'a secondary alcohol', use: '二級醇', rejected: ['仲醇'] },
  { concept: 'a tertiary alcohol', use: '三級醇', rejected: ['叔醇'] },
  {
    concept: 'the capture-mark-recapture method',
    use: '捕獲—標記—再捕獲法',
    rejected: ['捕獲—再捕獲法', '標誌重捕法', '標志重捕法', '標記重捕法', '捉放法'],
  },
];

const folder = path.join(import.meta.dirname, '../../content/subjects');
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => {
    const text = readFileSync(path.join(folder, file), 'utf8');
    return { file, text, lines: text.split('\n') };
  });

const found = (line: string, term: string | RegExp) =>
  typeof term === 'string' ? line.includes(term) : term.test(line);

interface Stem {
  id: string;
  question: { en: string; zh: string };
}
const stems: Stem[] = files.flatMap(({ text }) => {
  const subject = parse(text) as { sections: Array<{ chapters: Array<{ questions: Stem[] }> }> };
  return subject.sections.flatMap((section) => section.chapters.flatMap((chapter) => chapter.questions));
});

const boldSpans = (text: string) => text.match(/\*\*[^*]+\*\*/g) ?? [];
/** NOT or CANNOT in capitals outside bold: the English stems print it **NOT**, as the HKDSE papers print it in bold. */
const plainCapitalNot = (en: string) => /\b(NOT|CANNOT)\b/.test(en.replace(/\*\*[^*]+\*\*/g, ''));
const emphasisedNot = (en: string) => boldSpans(en).filter((span) => /\b(not|cannot)\b/i.test(span)).length;
const emphasisedNegation = (zh: string) => boldSpans(zh).filter((span) => /不|沒有|非|未|無/.test(span)).length;

describe('Chinese terms in the question bank', () => {
  it('reads every subject file', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(stems.length).toBeGreaterThan(1000);
  });

  it.each(terms)('uses $use for $concept and never $rejected', ({ use, rejected }) => {
    expect(files.some(({ lines }) => lines.some((line) => line.includes(use)))).toBe(true);
    const offending = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, index) => (rejected.some((term) => found(line, term)) ? [`${file}:${index + 1}`] : [])),
    );
    expect(offending).toEqual([]);
  });

  it('prints NOT in an English stem in bold, **NOT**', () => {
    expect(stems.filter((stem) => plainCapitalNot(stem.question.en)).map((stem) => stem.id)).toEqual([]);
  });

  it('emphasises 不 (沒有, 非, 未, 無) in Chinese wherever the English stem emphasises NOT', () => {
    const withNot = stems.filter((stem) => emphasisedNot(stem.question.en) > 0);
    expect(withNot.length).toBeGreaterThan(20);
    const missing = withNot.filter((stem) => emphasisedNegation(stem.question.zh) < emphasisedNot(stem.question.en));
    expect(missing.map((stem) => stem.id)).toEqual([]);
  });
});
