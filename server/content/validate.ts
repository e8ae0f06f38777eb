import { existsSync } from 'node:fs';
import path from 'node:path';
import { findGradeBandProblem } from '../../common/grades';
import { extractMath, findLatexError } from '../render/rich-text';
import {
  findLongMarksProblem,
  findMarksProblems,
  findMissingPicture,
  findStructuredShapeProblem,
  isStructured,
  SECTION_B_MARKS,
  STRUCTURED_MARKS,
} from './exam-fit';
import type { ContentProblem, LoadedSubject } from './read';
import type { ContentQuestion } from './schema';
import { findSvgProblem } from './svg';

export { SECTION_B_MARKS, STRUCTURED_MARKS };

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

/** A finding of an exam-fit rule (1-3 of issue 28): a problem for STRICT_EXAM_FIT_SUBJECTS, a warning elsewhere. */
export interface ExamFitFinding extends ContentProblem {
  subject: string;
  rule: ExamFitRule;
}

export interface SubjectCheck {
  problems: ContentProblem[];
  /** what --strict turns into problems: chapters under the target */
  shortfalls: ContentProblem[];
  /** never fatal: a guessable answer pattern, a figure or structured-question target not met */
  warnings: ContentProblem[];
  /** every exam-fit finding (also in problems when the subject is in STRICT_EXAM_FIT_SUBJECTS) */
  examFit: ExamFitFinding[];
  coverage: Coverage;
}

/** The result of checking each diagram file once per run. */
export type SvgCache = Map<string, string | undefined>;

/** Every rule of content/README.md that a schema cannot say, for one subject file. */
export function validateSubject(
  loaded: LoadedSubject,
  context: {
    categoryIds: Set<string>;
    seenIds: Map<string, string>;
    assetsDir: string;
    svgCache?: SvgCache;
    /** the subjects whose exam-fit findings are problems (default STRICT_EXAM_FIT_SUBJECTS) */
    strictExamFit?: ReadonlySet<string>;
  },
): SubjectCheck {
  const { subject, file, lineOf } = loaded;
  const problems: ContentProblem[] = [];
  const shortfalls: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const examFit: ExamFitFinding[] = [];
  const strictFit = (context.strictExamFit ?? STRICT_EXAM_FIT_SUBJECTS).has(subject.id);
  const isHkdse = subject.category === 'hkdse';
  const reportFit = (rule: ExamFitRule, at: Array<string | number>, message: string) => {
    const finding = { file, line: lineOf(at), message, subject: subject.id, rule };
    examFit.push(finding);
    if (strictFit) problems.push({ file: finding.file, line: finding.line, message });
  };
  const report = (at: Array<string | number>, message: string) => problems.push({ file, line: lineOf(at), message });
  const diagrams = { dir: context.assetsDir, cache: context.svgCache ?? new Map() };
  const target = CHAPTER_TARGET[subject.category];
  const claimId = (id: string, at: Array<string | number>) => {
    const previous = context.seenIds.get(id);
    if (previous) report(at, `duplicate id ${id} (also in ${previous})`);
    else context.seenIds.set(id, file);
  };

  if (!context.categoryIds.has(subject.category)) report(['category'], `unknown category ${subject.category}`);
  claimId(subject.id, ['id']);
  const bandProblem = findGradeBandProblem(subject.grades);
  if (bandProblem) report(['grades'], `grade bands: ${bandProblem}`);

  const coverage: Coverage = {
    subject: subject.id,
    chapters: 0,
    mc: 0,
    short: 0,
    long: 0,
    levels: [0, 0, 0],
    notes: 0,
    belowTarget: 0,
    keyLongest: 0,
    keyShortest: 0,
    keyPairs: 0,
    sameKeyPairs: 0,
    keyLetters: { a: 0, b: 0, c: 0, d: 0 },
    figures: 0,
    structured: 0,
    structuredMin: Number.POSITIVE_INFINITY,
  };
  const structuredShort: string[] = [];
  const fingerprints: Array<{ id: string; grams: Set<string>; at: Array<string | number> }> = [];

  subject.sections.forEach((section, s) => {
    claimId(section.id, ['sections', s, 'id']);
    section.chapters.forEach((chapter, c) => {
      const chapterAt = ['sections', s, 'chapters', c];
      claimId(chapter.id, [...chapterAt, 'id']);
      coverage.chapters++;
      if (chapter.notes) {
        coverage.notes++;
        const words = countEnglishWords(chapter.notes.en);
        const characters = countChineseCharacters(chapter.notes.zh);
        if (words < NOTES_MINIMUM.enWords)
          report([...chapterAt, 'notes', 'en'], `notes: ${words} English words, need ${NOTES_MINIMUM.enWords}`);
        if (characters < NOTES_MINIMUM.zhCharacters)
          report(
            [...chapterAt, 'notes', 'zh'],
            `notes: ${characters} Chinese characters, need ${NOTES_MINIMUM.zhCharacters}`,
          );
        checkText(chapter.notes.en, [...chapterAt, 'notes', 'en'], report);
        checkText(chapter.notes.zh, [...chapterAt, 'notes', 'zh'], report);
        checkDiagrams(chapter.notes, [...chapterAt, 'notes'], report, diagrams);
      } else {
        report(chapterAt, `chapter ${chapter.id} has no notes`);
      }

      const counts = { mc: 0, short: 0, long: 0, structured: 0 };
      const levelsSeen = new Set<number>();
      let previousKey: string | undefined;
      chapter.questions.forEach((question, q) => {
        const at = [...chapterAt, 'questions', q];
        claimId(question.id, [...at, 'id']);
        counts[question.type]++;
        coverage[question.type]++;
        coverage.levels[(question.level - 1) as 0 | 1 | 2] += 1;
        levelsSeen.add(question.level);
        for (const problem of findQuestionProblems(question)) report(at, `${question.id}: ${problem}`);
        if (isHkdse) {
          const longMarks = findLongMarksProblem(question);
          if (longMarks) report([...at, 'totalScore'], `${question.id}: ${longMarks}`);
          if (isStructured(question)) counts.structured++;
          const shape = findStructuredShapeProblem(question);
          if (shape) reportFit(3, at, `${question.id}: ${shape}`);
        }
        const marksProblems = findMarksProblems(question);
        if (marksProblems.length > 0) reportFit(1, [...at, 'question'], `${question.id}: ${marksProblems.join('; ')}`);
        const missingPicture = findMissingPicture(question);
        if (missingPicture) reportFit(2, [...at, 'question'], `${question.id}: ${missingPicture}`);
        if (hasFigure(question)) coverage.figures++;
        for (const [key, text] of questionTexts(question)) checkText(text, [...at, ...key], report);
        for (const [key, texts] of questionTextPairs(question)) checkDiagrams(texts, [...at, ...key], report, diagrams);
        if (question.type === 'mc' && question.options && question.answer) {
          if (isKeyLongest(question)) coverage.keyLongest++;
          if (isKeyShortest(question)) coverage.keyShortest++;
          coverage.keyLetters[question.answer]++;
          if (previousKey !== undefined) {
            coverage.keyPairs++;
            if (previousKey === question.answer) coverage.sameKeyPairs++;
          }
          previousKey = question.answer;
        }
        fingerprints.push({ id: question.id, grams: trigrams(normaliseForComparison(question)), at });
      });
      coverage.structured += counts.structured;
      coverage.structuredMin = Math.min(coverage.structuredMin, counts.structured);
      const structuredTarget = STRUCTURED_PER_CHAPTER_TARGET[subject.id];
      if (structuredTarget !== undefined && counts.structured < structuredTarget)
        structuredShort.push(`${chapter.id} (${counts.structured})`);
      const total = chapter.questions.length;
      if (
        total < CHAPTER_MINIMUM.total ||
        counts.mc < CHAPTER_MINIMUM.mc ||
        counts.short < CHAPTER_MINIMUM.short ||
        counts.long < CHAPTER_MINIMUM.long
      ) {
        report(
          chapterAt,
          `chapter ${chapter.id} has ${total} questions (${counts.mc} mc, ${counts.short} short, ${counts.long} long); needs ${CHAPTER_MINIMUM.total} with at least ${CHAPTER_MINIMUM.mc} mc, ${CHAPTER_MINIMUM.short} short, ${CHAPTER_MINIMUM.long} long`,
        );
      }
      if (
        target &&
        (total < target.total || counts.mc < target.mc || counts.short < target.short || counts.long < target.long)
      ) {
        coverage.belowTarget++;
        shortfalls.push({
          file,
          line: lineOf(chapterAt),
          message: `chapter ${chapter.id} has ${total} questions (${counts.mc} mc, ${counts.short} short, ${counts.long} long); the ${subject.category} target is ${target.total} with at least ${target.mc} mc, ${target.short} short, ${target.long} long`,
        });
      }
      if (total > 0 && levelsSeen.size < 3)
        report(
          chapterAt,
          `chapter ${chapter.id} has questions at levels ${[...levelsSeen].sort().join(', ')} only; needs 1, 2 and 3`,
        );
    });
  });

  for (let i = 0; i < fingerprints.length; i++) {
    for (let j = i + 1; j < fingerprints.length; j++) {
      const a = fingerprints[i]!;
      const b = fingerprints[j]!;
      const similarity = jaccard(a.grams, b.grams);
      if (similarity >= NEAR_DUPLICATE_SIMILARITY)
        report(b.at, `${b.id} is a near-duplicate of ${a.id} (${Math.round(similarity * 100)}% similar)`);
    }
  }
  if (coverage.chapters === 0) coverage.structuredMin = 0;
  warnings.push(...findCueWarnings(coverage).map((message) => ({ file, message })));
  const questions = coverage.mc + coverage.short + coverage.long;
  const figureTarget = FIGURE_TARGET[subject.id];
  if (figureTarget !== undefined && coverage.figures < Math.ceil(figureTarget * questions))
    warnings.push({
      file,
      message: `${subject.id}: ${coverage.figures} of ${questions} questions have a figure (${percent(coverage.figures, questions)}); the target is ${figureTarget * 100}% (${Math.ceil(figureTarget * questions)})`,
    });
  if (structuredShort.length > 0)
    warnings.push({
      file,
      message: `${subject.id}: ${structuredShort.length} of ${coverage.chapters} chapters have fewer than ${STRUCTURED_PER_CHAPTER_TARGET[subject.id]} structured (${STRUCTURED_MARKS.min}-${STRUCTURED_MARKS.max}-mark long) questions (fewest ${coverage.structuredMin}): ${structuredShort.slice(0, 8).join(', ')}${structuredShort.length > 8 ? ` and ${structuredShort.length - 8} more` : ''}`,
    });
  return { problems, shortfalls, warnings, examFit, coverage };
}

function percent(part: number, whole: number): string {
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

/** The rules of one question on its own: options, answer, marks. */
export function findQuestionProblems(question: ContentQuestion): string[] {
  const problems: string[] = [];
  if (question.type === 'mc') {
    if (!question.options) problems.push('an mc question needs options a, b, c and d');
    else {
      for (const language of ['en', 'zh'] as const) {
        const texts = Object.values(question.options).map((option) => option[language].replace(/\s+/g, ' ').trim());
        if (new Set(texts).size !== 4) problems.push(`options must be four different texts (${language})`);
      }
    }
    if (!question.answer) problems.push('an mc question needs exactly one answer (a-d)');
    if (question.marking) problems.push('an mc question has no marking scheme');
    if (question.totalScore !== undefined && question.totalScore !== 1) problems.push('an mc question is worth 1');
  } else {
    if (question.options || question.answer)
      problems.push(`a ${question.type} question has no options or answer letter`);
    const total = question.totalScore ?? 2;
    if (!question.marking) problems.push('needs a marking scheme');
    else {
      const sum = question.marking.reduce((marks, point) => marks + point.marks, 0);
      if (sum !== total) problems.push(`marking scheme adds up to ${sum}, totalScore is ${total}`);
    }
  }
  return problems;
}

function questionTexts(question: ContentQuestion): Array<[string[], string]> {
  const texts: Array<[string[], string]> = [];
  for (const language of ['en', 'zh'] as const) {
    texts.push([['question', language], question.question[language]]);
    texts.push([['solution', language], question.solution[language]]);
    for (const key of ['a', 'b', 'c', 'd'] as const) {
      const option = question.options?.[key];
      if (option) texts.push([['options', key, language], option[language]]);
    }
    for (const [index, point] of (question.marking ?? []).entries())
      texts.push([['marking', String(index), language], point[language]]);
  }
  return texts;
}

function questionTextPairs(question: ContentQuestion): Array<[string[], { en: string; zh: string }]> {
  const pairs: Array<[string[], { en: string; zh: string }]> = [
    [['question'], question.question],
    [['solution'], question.solution],
  ];
  for (const key of ['a', 'b', 'c', 'd'] as const) {
    const option = question.options?.[key];
    if (option) pairs.push([['options', key], option]);
  }
  for (const [index, point] of (question.marking ?? []).entries()) pairs.push([['marking', String(index)], point]);
  return pairs;
}

const IMAGE = /!\[([^\]]*)\]\(([^)\s]*)\)/g;
const DIAGRAM_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.svg$/;

/**
 * The diagram rules (content/README.md): each image is an SVG file of this subject's assets that passes
 * findSvgProblem, and both languages show the same diagrams, each with alt text in its own language.
 */
function checkDiagrams(
  texts: { en: string; zh: string },
  at: Array<string | number>,
  report: (at: Array<string | number>, message: string) => void,
  diagrams: { dir: string; cache: SvgCache },
) {
  const sources = { en: new Set<string>(), zh: new Set<string>() };
  for (const language of ['en', 'zh'] as const) {
    for (const [, alt = '', src = ''] of texts[language].matchAll(IMAGE)) {
      sources[language].add(src);
      const where = [...at, language];
      if (!DIAGRAM_NAME.test(src)) {
        report(where, `image ${src || '(empty)'} must be the name of an .svg file in ${diagrams.dir}`);
        continue;
      }
      if (alt.trim() === '') report(where, `image ${src} has no alt text (${language})`);
      else if (language === 'en' && !/[A-Za-z]/.test(alt))
        report(where, `image ${src}: the English alt text has no words`);
      else if (language === 'zh' && !/[\u3400-\u9fff]/.test(alt))
        report(where, `image ${src}: the Chinese alt text has no Chinese characters`);
      const file = path.join(diagrams.dir, src);
      if (!diagrams.cache.has(file))
        diagrams.cache.set(file, existsSync(file) ? findSvgProblem(file) : `is not in ${diagrams.dir}`);
      const problem = diagrams.cache.get(file);
      if (problem) report(where, `image ${src} ${problem}`);
    }
  }
  for (const [language, other] of [
    ['en', 'zh'],
    ['zh', 'en'],
  ] as const) {
    for (const src of sources[language])
      if (!sources[other].has(src))
        report([...at, other], `image ${src} is in the ${language} text but not the ${other}`);
  }
}

function checkText(
  text: string,
  at: Array<string | number>,
  report: (at: Array<string | number>, message: string) => void,
) {
  for (const formula of extractMath(text)) {
    const error = findLatexError(formula.tex, formula.display);
    if (error) report(at, `LaTeX does not parse: ${formula.tex.slice(0, 60)} (${error.split('\n')[0]})`);
  }
  const unbalanced = text
    .replace(/\\\$/g, '')
    .replace(/\$\$[\s\S]+?\$\$/g, '')
    .replace(/\$[^$\n]+?\$/g, '');
  if (unbalanced.includes('$')) report(at, 'unbalanced $ (write a literal dollar sign as \\$)');
}

export function countEnglishWords(text: string): number {
  // Formulae are not words; an escaped dollar (HK\$50) is money, not the start of a formula.
  const prose = text.replace(/\\\$/g, ' ').replace(/\$\$[\s\S]*?\$\$|\$[^$\n]*?\$/g, ' ');
  return prose.split(/\s+/).filter((word) => /[a-z]/i.test(word)).length;
}

export function countChineseCharacters(text: string): number {
  return (text.match(/[\u3400-\u9fff]/g) ?? []).length;
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
