import type { ContentQuestion } from './schema';
import { NEAR_DUPLICATE_SIMILARITY } from './targets';
import type { Report } from './text-rules';

/** A question's stem and options (English, normalised) as its distinct letter trigrams, and where the question is. */
export interface Fingerprint {
  id: string;
  grams: string[];
  at: Array<string | number>;
}

export function fingerprintQuestion(question: ContentQuestion, at: Array<string | number>): Fingerprint {
  return { id: question.id, grams: [...trigrams(normaliseForComparison(question))], at };
}

/**
 * Reports each question at least NEAR_DUPLICATE_SIMILARITY alike an earlier one of the same subject. Every pair is
 * considered, but two sets can only be that alike when the smaller holds at least that share of the larger's
 * trigrams (Jaccard <= |small| / |large|), so most pairs are set aside on their sizes alone, and the rest compare
 * their trigrams as sorted numbers: the content check took 25 s, 13 of them here, comparing strings pair by pair.
 */
export function reportNearDuplicates(fingerprints: readonly Fingerprint[], report: Report) {
  const numbers = new Map<string, number>();
  const numberOf = (gram: string) => {
    const known = numbers.get(gram);
    if (known !== undefined) return known;
    numbers.set(gram, numbers.size);
    return numbers.size - 1;
  };
  const sets = fingerprints.map((fingerprint) => Int32Array.from(fingerprint.grams, numberOf).sort());
  for (let i = 0; i < fingerprints.length; i++) {
    const a = sets[i]!;
    for (let j = i + 1; j < fingerprints.length; j++) {
      const b = sets[j]!;
      const small = Math.min(a.length, b.length);
      const large = Math.max(a.length, b.length);
      if (small < NEAR_DUPLICATE_SIMILARITY * large) continue;
      const similarity = jaccard(a, b);
      if (similarity >= NEAR_DUPLICATE_SIMILARITY) {
        const [earlier, later] = [fingerprints[i]!, fingerprints[j]!];
        report(later.at, `${later.id} is a near-duplicate of ${earlier.id} (${Math.round(similarity * 100)}% similar)`);
      }
    }
  }
}

function normaliseForComparison(question: ContentQuestion): string {
  const options = question.options
    ? Object.values(question.options)
        .map((option) => option.en)
        .join(' ')
    : '';
  return `${question.question.en} ${options}`
    .toLowerCase()
    .replace(/[^a-z0-9\u3400-\u9fff]+/g, ' ')
    .trim();
}

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

/** |a ∩ b| / |a ∪ b| of two sorted sets of numbers, walked side by side. */
function jaccard(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return shared / (a.length + b.length - shared);
}
