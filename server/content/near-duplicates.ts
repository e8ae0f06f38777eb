import type { ContentQuestion } from './schema';
import { NEAR_DUPLICATE_SIMILARITY } from './targets';
import type { Report } from './text-rules';

/** A question's stem and options (English, normalised) as letter trigrams, and where the question is. */
export interface Fingerprint {
  id: string;
  grams: Set<string>;
  at: Array<string | number>;
}

export function fingerprintQuestion(question: ContentQuestion, at: Array<string | number>): Fingerprint {
  return { id: question.id, grams: trigrams(normaliseForComparison(question)), at };
}

/** Reports each question at least NEAR_DUPLICATE_SIMILARITY alike an earlier one of the same subject. */
export function reportNearDuplicates(fingerprints: readonly Fingerprint[], report: Report) {
  for (let i = 0; i < fingerprints.length; i++) {
    for (let j = i + 1; j < fingerprints.length; j++) {
      const a = fingerprints[i]!;
      const b = fingerprints[j]!;
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

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}
