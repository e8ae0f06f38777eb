import type { ContentQuestion } from './schema';
import { NEAR_DUPLICATE_SIMILARITY } from './targets';
import type { Report } from './text-rules';

/**
 * A question's stem and options (English, normalised) as its distinct letter trigrams, each trigram numbered (the
 * same number for the same trigram across the bank) and the numbers sorted, and where the question is.
 */
export interface Fingerprint {
  id: string;
  grams: Int32Array;
  at: Array<string | number>;
}

const gramNumbers = new Map<string, number>();

export function fingerprintQuestion(question: ContentQuestion, at: Array<string | number>): Fingerprint {
  const numbers = [...trigrams(normaliseForComparison(question))].map((gram) => {
    const known = gramNumbers.get(gram);
    if (known !== undefined) return known;
    gramNumbers.set(gram, gramNumbers.size);
    return gramNumbers.size - 1;
  });
  return { id: question.id, grams: Int32Array.from(numbers).sort(), at };
}

/**
 * Reports each question at least NEAR_DUPLICATE_SIMILARITY alike an earlier one of the same subject. Every pair is
 * considered, but two sets can only be that alike when the smaller holds at least that share of the larger's
 * trigrams (Jaccard <= |small| / |large|), so most pairs are set aside on their sizes alone: the content check took
 * 25 s, 13 of them here, comparing trigrams as strings pair by pair.
 */
export function reportNearDuplicates(fingerprints: readonly Fingerprint[], report: Report) {
  for (let i = 0; i < fingerprints.length; i++) {
    const a = fingerprints[i]!;
    for (let j = i + 1; j < fingerprints.length; j++) {
      const b = fingerprints[j]!;
      const small = Math.min(a.grams.length, b.grams.length);
      const large = Math.max(a.grams.length, b.grams.length);
      if (small < NEAR_DUPLICATE_SIMILARITY * large) continue;
      const similarity = jaccard(a.grams, b.grams);
      if (similarity >= NEAR_DUPLICATE_SIMILARITY)
        report(b.at, `${b.id} is a near-duplicate of ${a.id} (${Math.round(similarity * 100)}% similar)`);
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
