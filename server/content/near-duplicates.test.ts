import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test/seeded-random';
import { fingerprintQuestion, reportNearDuplicates } from './near-duplicates';
import type { ContentQuestion } from './schema';
import { NEAR_DUPLICATE_SIMILARITY } from './targets';

// The near-duplicate check skips pairs on their sizes and compares numbered trigrams: it must report exactly the pairs
// that comparing every pair's trigrams as strings reports, with the same similarity.

const question = (id: string, en: string) => ({ id, question: { en } }) as unknown as ContentQuestion;

/** The plain definition: every pair, trigrams as strings. */
function reference(texts: string[]): string[] {
  const grams = texts.map((text) => {
    const normal = text
      .toLowerCase()
      .replace(/[^a-z0-9\u3400-\u9fff]+/g, ' ')
      .trim();
    const set = new Set<string>();
    for (let i = 0; i + 3 <= normal.length; i++) set.add(normal.slice(i, i + 3));
    return set;
  });
  const found: string[] = [];
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = grams[i]!;
      const b = grams[j]!;
      const shared = [...a].filter((gram) => b.has(gram)).length;
      const similarity = a.size && b.size ? shared / (a.size + b.size - shared) : 0;
      if (similarity >= NEAR_DUPLICATE_SIMILARITY)
        found.push(`q${j} is a near-duplicate of q${i} (${Math.round(similarity * 100)}% similar)`);
    }
  return found;
}

describe('reportNearDuplicates', () => {
  it('reports the same pairs as comparing every pair in full, around the threshold', () => {
    const random = seededRandom(7);
    const words = ['find', 'the', 'roots', 'of', 'x', 'solve', 'area', 'circle', 'radius', 'cm', '2', '3', 'speed'];
    const base = Array.from({ length: 40 }, () =>
      Array.from({ length: 8 + Math.floor(random() * 12) }, () => words[Math.floor(random() * words.length)]),
    );
    // Each base text, and copies with one or two words changed, added or dropped: many pairs near 90% alike.
    const texts: string[] = [];
    for (const text of base) {
      texts.push(text.join(' '));
      for (let copy = 0; copy < 4; copy++) {
        const edited = [...text];
        const at = Math.floor(random() * edited.length);
        const word = words[Math.floor(random() * words.length)]!;
        if (copy === 0) edited.splice(at, 1);
        else if (copy === 1) edited.splice(at, 0, word);
        else edited[at] = word;
        texts.push(edited.join(' '));
      }
    }
    const found: string[] = [];
    reportNearDuplicates(
      texts.map((text, i) => fingerprintQuestion(question(`q${i}`, text), [i])),
      (_at, message) => found.push(message),
    );
    const expected = reference(texts);
    expect(expected.length).toBeGreaterThan(50);
    expect(found).toEqual(expected);
  });
});
