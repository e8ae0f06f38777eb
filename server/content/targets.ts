/** What the bank aims at, and which of its rules are problems and which warnings (content/README.md, issues 16 and 28). */

/** The floor every chapter of the bank must reach (content/README.md). */
export const CHAPTER_MINIMUM = { total: 6, mc: 3, short: 2, long: 1 } as const;
/**
 * What a chapter should hold so a student can sit several default papers on it without repeats (issue 16). The bank is
 * filled over several sessions, so falling short is a warning unless the check runs with --strict.
 */
export const CHAPTER_TARGET: Record<string, { total: number; mc: number; short: number; long: number }> = {
  hkdse: { total: 20, mc: 10, short: 6, long: 4 },
  primary: { total: 15, mc: CHAPTER_MINIMUM.mc, short: CHAPTER_MINIMUM.short, long: CHAPTER_MINIMUM.long },
};
/**
 * The subjects whose exam-fit rules of issue 28 (1: marks on every part, 2: every stem stands alone, 3: a structured
 * question has 2-4 parts) are problems. Everywhere else they are warnings, counted per subject, while the subject
 * helpers bring the bank up to them; the lead adds each subject as its helper finishes. (The marks of an HKDSE long
 * question, 5-8 or 10-13, are a problem in every subject: the bank has always met them.)
 */
export const STRICT_EXAM_FIT_SUBJECTS: ReadonlySet<string> = new Set<string>([
  'hkdse-biology',
  'hkdse-chemistry',
  'hkdse-economics',
  'hkdse-math-cp',
  'hkdse-math-m1',
  'hkdse-math-m2',
  'hkdse-physics',
  'primary-math',
  'primary-science',
]);
/** The exam-fit rules, by number in the brief of issue 28. */
export const EXAM_FIT_RULES = {
  1: 'marks on every part',
  2: 'every stem stands alone',
  3: 'structured question shape',
} as const;
export type ExamFitRule = keyof typeof EXAM_FIT_RULES;
/**
 * Test-wise cues in MC (issue 28 rule 4), as shares of a subject's MC: the key is the unique longest option, the
 * unique shortest, the same as the previous MC of its chapter, or one letter. Outside these ranges is a warning.
 */
export const CUE_RANGES = {
  keyLongest: { min: 0.2, max: 0.3 },
  keyShortest: { min: 0.2, max: 0.3 },
  sameKey: { min: 0.18, max: 0.32 },
  letter: { min: 0.2, max: 0.3 },
} as const;
/** The share of questions with a figure each subject aims at (issue 28 item 2). */
export const FIGURE_TARGET: Record<string, number> = {
  'hkdse-physics': 0.2,
  'hkdse-math-cp': 0.2,
  'hkdse-biology': 0.2,
  'hkdse-chemistry': 0.1,
  'hkdse-economics': 0.1,
  'hkdse-math-m2': 0.1,
};
/** Structured (5-8-mark long) questions each chapter of these subjects should hold (issue 28 item 4). */
export const STRUCTURED_PER_CHAPTER_TARGET: Record<string, number> = {
  'hkdse-math-cp': 5,
  'hkdse-math-m1': 5,
  'hkdse-math-m2': 5,
  'hkdse-physics': 5,
  'hkdse-chemistry': 5,
  'hkdse-biology': 5,
};
export const NOTES_MINIMUM = { enWords: 150, zhCharacters: 300 } as const;
/** Two questions of one subject whose normalised text is at least this similar are near-duplicates. */
export const NEAR_DUPLICATE_SIMILARITY = 0.9;
