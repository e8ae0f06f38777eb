import type { ContentQuestion } from './schema';
import { CUE_RANGES } from './targets';

/** A subject's coverage: how much of each kind it holds, and the figures of its MC keys that a test-wise student could lean on. */
export interface Coverage {
  subject: string;
  chapters: number;
  mc: number;
  short: number;
  long: number;
  levels: [number, number, number];
  notes: number;
  /** chapters below CHAPTER_TARGET for the subject's category */
  belowTarget: number;
  /** MC questions whose correct option is strictly the longest (in English) */
  keyLongest: number;
  /** MC questions whose correct option is strictly the shortest (in English) */
  keyShortest: number;
  /** pairs of consecutive MC questions of a chapter (file order), and those whose keys are the same letter */
  keyPairs: number;
  sameKeyPairs: number;
  /** how often each letter is the key */
  keyLetters: { a: number; b: number; c: number; d: number };
  /** questions with an image in the stem or options */
  figures: number;
  /** HKDSE long questions of 5-8 marks, in all and in the chapter that has fewest */
  structured: number;
  structuredMin: number;
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`;
}

/** The most common key letter of a subject and its count. */
export function mostCommonKey(coverage: Coverage): { letter: 'a' | 'b' | 'c' | 'd'; count: number } {
  const letters = ['a', 'b', 'c', 'd'] as const;
  const letter = letters.reduce((best, next) => (coverage.keyLetters[next] > coverage.keyLetters[best] ? next : best));
  return { letter, count: coverage.keyLetters[letter] };
}

/** Rule 4 of issue 28: each cue figure of a subject outside its range (CUE_RANGES), as a sentence. */
export function findCueWarnings(coverage: Coverage): string[] {
  const { mc } = coverage;
  if (mc === 0) return [];
  const messages: string[] = [];
  const outside = (share: number, range: { min: number; max: number }) => share < range.min || share > range.max;
  const range = (r: { min: number; max: number }) => `aim ${Math.round(r.min * 100)}-${Math.round(r.max * 100)}%`;
  const { keyLongest, keyShortest, sameKey, letter } = CUE_RANGES;
  if (outside(coverage.keyLongest / mc, keyLongest))
    messages.push(
      `${coverage.subject}: the key is the unique longest option in ${coverage.keyLongest} of ${mc} mc questions (${percent(coverage.keyLongest, mc)}, ${range(keyLongest)}): lengthen distractors or tighten keys, or the reverse`,
    );
  if (outside(coverage.keyShortest / mc, keyShortest))
    messages.push(
      `${coverage.subject}: the key is the unique shortest option in ${coverage.keyShortest} of ${mc} mc questions (${percent(coverage.keyShortest, mc)}, ${range(keyShortest)})`,
    );
  if (coverage.keyPairs > 0 && outside(coverage.sameKeyPairs / coverage.keyPairs, sameKey))
    messages.push(
      `${coverage.subject}: consecutive mc questions of a chapter share their key in ${coverage.sameKeyPairs} of ${coverage.keyPairs} pairs (${percent(coverage.sameKeyPairs, coverage.keyPairs)}, ${range(sameKey)}; chance is 25%)`,
    );
  const common = mostCommonKey(coverage);
  if (common.count / mc > letter.max)
    messages.push(
      `${coverage.subject}: ${common.letter} is the key of ${common.count} of ${mc} mc questions (${percent(common.count, mc)}, each letter ${range(letter)}): re-letter options`,
    );
  return messages;
}

/** Whether the stem or an option of a question shows an image. */
export function hasFigure(question: ContentQuestion): boolean {
  const texts = [question.question.en, question.question.zh];
  for (const option of Object.values(question.options ?? {})) texts.push(option.en, option.zh);
  return texts.some((text) => /!\[[^\]]*\]\([^)]*\)/.test(text));
}

/** Whether the key of an MC question is strictly longer than every other option (English text, spaces collapsed). */
export function isKeyLongest(question: ContentQuestion): boolean {
  if (!question.options || !question.answer) return false;
  const length = (text: string) => text.replace(/\s+/g, ' ').trim().length;
  const key = length(question.options[question.answer].en);
  return (['a', 'b', 'c', 'd'] as const).every(
    (letter) => letter === question.answer || length(question.options![letter].en) < key,
  );
}

/** Whether the key of an MC question is strictly shorter than every other option (English text, spaces collapsed). */
export function isKeyShortest(question: ContentQuestion): boolean {
  if (!question.options || !question.answer) return false;
  const length = (text: string) => text.replace(/\s+/g, ' ').trim().length;
  const key = length(question.options[question.answer].en);
  return (['a', 'b', 'c', 'd'] as const).every(
    (letter) => letter === question.answer || length(question.options![letter].en) > key,
  );
}
