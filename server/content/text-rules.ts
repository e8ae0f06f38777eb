import { existsSync } from 'node:fs';
import path from 'node:path';
import { extractMath, findLatexError } from '../render/rich-text';
import { findSvgProblem } from './svg';

/** The result of checking each diagram file once per run. */
export type SvgCache = Map<string, string | undefined>;

/** Where a finding is (a path into the subject file) and what it says. */
export type Report = (at: Array<string | number>, message: string) => void;

const IMAGE = /!\[([^\]]*)\]\(([^)\s]*)\)/g;
const DIAGRAM_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.svg$/;

/**
 * The diagram rules (content/README.md): each image is an SVG file of this subject's assets that passes
 * findSvgProblem, and both languages show the same diagrams, each with alt text in its own language.
 */
export function checkDiagrams(
  texts: { en: string; zh: string },
  at: Array<string | number>,
  report: Report,
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

export function checkText(text: string, at: Array<string | number>, report: Report) {
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
