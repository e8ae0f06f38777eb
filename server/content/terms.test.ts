import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One Chinese term per concept in the question bank, as web/i18n/terms.test.ts does for the app's texts. The
 * Avogadro constant is 亞佛加德羅常數, the HKEAA's spelling (issue 28.7); print is 打印 (列印 is Taiwan's).
 */
const terms = [
  {
    concept: 'the Avogadro constant',
    use: '亞佛加德羅常數',
    rejected: ['阿佛加德羅', '阿伏加德羅', '阿伏伽德羅', '亞伏加德羅'],
  },
  { concept: 'print', use: '打印', rejected: ['列印'] },
];

const folder = path.join(import.meta.dirname, '../../content/subjects');
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => ({ file, lines: readFileSync(path.join(folder, file), 'utf8').split('\n') }));

describe('Chinese terms in the question bank', () => {
  it('reads every subject file', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(terms)('uses $use for $concept and never $rejected', ({ use, rejected }) => {
    expect(files.some(({ lines }) => lines.some((line) => line.includes(use)))).toBe(true);
    const offending = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, index) => (rejected.some((term) => line.includes(term)) ? [`${file}:${index + 1}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
