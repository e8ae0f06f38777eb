import { existsSync } from 'node:fs';
import path from 'node:path';
import { findGradeBandProblem } from '../../common/grades';
import { extractMath, findLatexError } from '../render/rich-text';
import type { ContentProblem, LoadedSubject } from './read';
import type { ContentQuestion } from './schema';

/** The floor every chapter of the bank must reach (content/README.md). */
export const CHAPTER_MINIMUM = { total: 6, mc: 3, short: 2, long: 1 } as const;
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
}

/** Every rule of content/README.md that a schema cannot say, for one subject file. */
export function validateSubject(
  loaded: LoadedSubject,
  context: { categoryIds: Set<string>; seenIds: Map<string, string>; assetsDir: string },
): { problems: ContentProblem[]; coverage: Coverage } {
  const { subject, file, lineOf } = loaded;
  const problems: ContentProblem[] = [];
  const report = (at: Array<string | number>, message: string) => problems.push({ file, line: lineOf(at), message });
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
        checkText(chapter.notes.en, [...chapterAt, 'notes', 'en'], report, context.assetsDir);
        checkText(chapter.notes.zh, [...chapterAt, 'notes', 'zh'], report, context.assetsDir);
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
        for (const [key, text] of questionTexts(question)) checkText(text, [...at, ...key], report, context.assetsDir);
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
  return { problems, coverage };
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

function checkText(
  text: string,
  at: Array<string | number>,
  report: (at: Array<string | number>, message: string) => void,
  assetsDir: string,
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
  for (const image of text.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const src = image[1] ?? '';
    if (!/^[a-z]+:/i.test(src) && !existsSync(path.join(assetsDir, src)))
      report(at, `image ${src} is not in ${assetsDir}`);
  }
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
