import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractMath, findLatexError } from '../render/rich-text';
import { englishOfTwin, findEnglishWords, findSvgTextProblem, svgSize, zhTwinOf } from './svg';

/** What a diagram file is, read once per run: why it may not be shown, its English words, its size. */
export interface DiagramFile {
  problem: string | undefined;
  englishWords: string[];
  size: string;
}

export type SvgCache = Map<string, DiagramFile>;

/** Where a finding is (a path into the subject file) and what it says. */
export type Report = (at: Array<string | number>, message: string) => void;

/** A subject's diagrams: where its files are, what is known of them, and where warnings about them go. */
export interface Diagrams {
  dir: string;
  cache: SvgCache;
  warn: Report;
}

const IMAGE = /!\[([^\]]*)\]\(([^)\s]*)\)/g;
const DIAGRAM_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.svg$/;

function readDiagram(diagrams: Diagrams, name: string): DiagramFile {
  const file = path.join(diagrams.dir, name);
  let known = diagrams.cache.get(file);
  if (!known) {
    if (!existsSync(file)) known = { problem: `is not in ${diagrams.dir}`, englishWords: [], size: '' };
    else {
      let text: string | undefined;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = undefined;
      }
      known =
        text === undefined
          ? { problem: 'cannot be read', englishWords: [], size: '' }
          : { problem: findSvgTextProblem(text), englishWords: findEnglishWords(text), size: svgSize(text) };
    }
    diagrams.cache.set(file, known);
  }
  return known;
}

/**
 * The diagram rules (content/README.md): each image is an SVG file of this subject's assets that passes
 * findSvgTextProblem, and both languages show the same diagrams, each with alt text in its own language. The zh text
 * may show a diagram's Chinese twin (`name.zh.svg`, the same size) where the en text shows `name.svg`; a diagram the
 * zh text shows with English words in its labels is a warning.
 */
export function checkDiagrams(
  texts: { en: string; zh: string },
  at: Array<string | number>,
  report: Report,
  diagrams: Diagrams,
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
      const diagram = readDiagram(diagrams, src);
      if (diagram.problem) report(where, `image ${src} ${diagram.problem}`);
      const english = englishOfTwin(src);
      if (language === 'en' && english) report(where, `image ${src} is a Chinese twin: the en text shows ${english}`);
      if (language === 'zh' && english && !diagram.problem) {
        const original = readDiagram(diagrams, english);
        if (!original.problem && original.size !== diagram.size)
          report(where, `image ${src} is not the size of ${english} (${diagram.size}; ${english}: ${original.size})`);
      }
      if (language === 'zh' && !diagram.problem && diagram.englishWords.length > 0)
        diagrams.warn(
          where,
          english
            ? `image ${src} still has English labels (${listWords(diagram.englishWords)})`
            : `image ${src} has English labels (${listWords(diagram.englishWords)}): draw ${zhTwinOf(src)} with Chinese labels and show it in the zh text`,
        );
    }
  }
  for (const src of sources.en)
    if (!sources.zh.has(src) && !sources.zh.has(zhTwinOf(src)))
      report([...at, 'zh'], `image ${src} is in the en text but not the zh`);
  for (const src of sources.zh) {
    const shown = englishOfTwin(src) ?? src;
    if (!sources.en.has(shown)) report([...at, 'en'], `image ${shown} is in the zh text but not the en`);
  }
}

const listWords = (words: string[]) => (words.length > 4 ? `${words.slice(0, 4).join(', ')} …` : words.join(', '));

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
