import { existsSync } from 'node:fs';
import path from 'node:path';
import { findGradeBandProblem } from '../../common/grades';
import { extractMath, findLatexError } from '../render/rich-text';
import type { ContentProblem, LoadedSubject } from './read';
import type { ContentQuestion } from './schema';
import { findSvgProblem } from './svg';

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
/** An HKDSE long question is a Section B question: several parts, 10-13 marks (issue 16). */
export const SECTION_B_MARKS = { min: 10, max: 13 } as const;
/** Above this share of MC questions whose key is the longest option, a test-wise student guesses too well. */
export const LONGEST_KEY_WARNING = 0.3;
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
}

export interface SubjectCheck {
  problems: ContentProblem[];
  /** what --strict turns into problems: chapters under the target */
  shortfalls: ContentProblem[];
  /** never fatal: a guessable answer pattern */
  warnings: ContentProblem[];
  coverage: Coverage;
}

/** The result of checking each diagram file once per run. */
export type SvgCache = Map<string, string | undefined>;

/** Every rule of content/README.md that a schema cannot say, for one subject file. */
export function validateSubject(
  loaded: LoadedSubject,
  context: { categoryIds: Set<string>; seenIds: Map<string, string>; assetsDir: string; svgCache?: SvgCache },
): SubjectCheck {
  const { subject, file, lineOf } = loaded;
  const problems: ContentProblem[] = [];
  const shortfalls: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
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
  };
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

      const counts = { mc: 0, short: 0, long: 0 };
      const levelsSeen = new Set<number>();
      chapter.questions.forEach((question, q) => {
        const at = [...chapterAt, 'questions', q];
        claimId(question.id, [...at, 'id']);
        counts[question.type]++;
        coverage[question.type]++;
        coverage.levels[(question.level - 1) as 0 | 1 | 2] += 1;
        levelsSeen.add(question.level);
        for (const problem of findQuestionProblems(question)) report(at, `${question.id}: ${problem}`);
        const marks = question.totalScore ?? 2;
        if (subject.category === 'hkdse' && question.type === 'long' && marks < SECTION_B_MARKS.min)
          report(
            [...at, 'totalScore'],
            `${question.id}: an HKDSE long question is worth ${SECTION_B_MARKS.min}-${SECTION_B_MARKS.max} marks, like a Section B question (this one ${marks})`,
          );
        for (const [key, text] of questionTexts(question)) checkText(text, [...at, ...key], report);
        for (const [key, texts] of questionTextPairs(question)) checkDiagrams(texts, [...at, ...key], report, diagrams);
        if (question.type === 'mc' && question.options && question.answer && isKeyLongest(question))
          coverage.keyLongest++;
        fingerprints.push({ id: question.id, grams: trigrams(normaliseForComparison(question)), at });
      });
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
  if (coverage.mc > 0 && coverage.keyLongest / coverage.mc > LONGEST_KEY_WARNING)
    warnings.push({
      file,
      message: `${subject.id}: the correct option is the longest in ${coverage.keyLongest} of ${coverage.mc} mc questions (${Math.round((100 * coverage.keyLongest) / coverage.mc)}%, warn above ${LONGEST_KEY_WARNING * 100}%): lengthen distractors or tighten keys`,
    });
  return { problems, shortfalls, warnings, coverage };
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
