import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * What school mathematics is mostly made of, in two files: `common`, the digits, brackets, operators and punctuation of
 * ASCII, the no-break space, ° ± · × ÷ and U+2212 (the minus sign KaTeX writes for every `-`); and `letters`, the Latin
 * letters. KaTeX sets numbers and operators in KaTeX_Main and variables in KaTeX_Math, so a question such as
 * $3x + 2 = 11$ needs Main's `common` file and Math's `letters` file; upright letters (\text{cm}, \sin) add Main's
 * `letters`. Everything else a KaTeX font holds (accented letters, Greek, arrows, relations, big operators) goes in a
 * third file, `rest`. A browser fetches a file only for a page that uses one of its characters.
 */
export const COMMON_RANGES = [
  'U+0020-0040',
  'U+005B-0060',
  'U+007B-007E',
  'U+00A0',
  'U+00B0-00B1',
  'U+00B7',
  'U+00D7',
  'U+00F7',
  'U+2212',
];
export const LETTER_RANGES = ['U+0041-005A', 'U+0061-007A'];

interface Range {
  first: number;
  last: number;
}

function parseRange(range: string): Range {
  const [first, last = first] = range.replace('U+', '').split('-');
  return { first: Number.parseInt(first ?? '', 16), last: Number.parseInt(last ?? first ?? '', 16) };
}

const SPLIT = [...COMMON_RANGES, ...LETTER_RANGES].map(parseRange).sort((a, b) => a.first - b.first);
const LAST_CODE_POINT = 0x10ffff;

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase();
}

/** The unicode-range of everything outside COMMON_RANGES and LETTER_RANGES. */
export function restRanges(): string[] {
  const rest: string[] = [];
  let next = 0;
  for (const { first, last } of SPLIT) {
    if (first > next) rest.push(first - 1 === next ? `U+${hex(next)}` : `U+${hex(next)}-${hex(first - 1)}`);
    next = Math.max(next, last + 1);
  }
  rest.push(`U+${hex(next)}-${hex(LAST_CODE_POINT)}`);
  return rest;
}

function charactersOf(ranges: Range[]): string {
  const characters: string[] = [];
  for (const { first, last } of ranges) {
    for (let codePoint = first; codePoint <= Math.min(last, 0xffff); codePoint++) {
      // lone surrogates are not characters
      if (codePoint < 0xd800 || codePoint > 0xdfff) characters.push(String.fromCodePoint(codePoint));
    }
  }
  return characters.join('');
}

// The three files of each font, in the order of their @font-face rules. KaTeX's fonts hold nothing above the Basic
// Multilingual Plane.
const PARTS = [
  { part: 'common', ranges: COMMON_RANGES },
  { part: 'letters', ranges: LETTER_RANGES },
  { part: 'rest', ranges: restRanges() },
] as const;

// One @font-face of katex.min.css: `@font-face{font-display:block;font-family:KaTeX_AMS;…;src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2"),url(…woff) format("woff"),url(…ttf) format("truetype")}`.
const FONT_FACE = /@font-face\{([^}]*?)src:url\(fonts\/([\w-]+)\.woff2\) format\("woff2"\)[^;}]*;?([^}]*)\}/g;

/**
 * Splits each of KaTeX's fonts in three by unicode-range (COMMON_RANGES, LETTER_RANGES and the rest), so a question of
 * numbers and operators downloads a quarter of KaTeX_Main (6 KB of 26 KB), and the other files only where a page
 * needs them. The woff and
 * ttf fallbacks go: every browser we support reads woff2. The split files are made once per KaTeX version and kept
 * in node_modules/.cache. Why our own plugin: no maintained Vite plugin subsets a dependency's fonts in place;
 * the subsetting itself is harfbuzz's (subset-font). See docs/serving.md.
 */
export function katexFonts(): Plugin {
  const cacheRoot = fileURLToPath(new URL('../../node_modules/.cache/paperwise-katex-fonts', import.meta.url));
  return {
    name: 'paperwise:katex-fonts',
    enforce: 'pre',
    async transform(css, id) {
      if (!/[\\/]katex[\\/]dist[\\/]katex(\.min)?\.css$/.test(id)) return null;
      const fontsDir = path.join(path.dirname(id), 'fonts');
      // A new KaTeX or a new split makes new files.
      const version = createHash('sha256').update(css).update(JSON.stringify(PARTS)).digest('hex').slice(0, 12);
      const cacheDir = path.join(cacheRoot, version);
      await mkdir(cacheDir, { recursive: true });
      const faces = [...css.matchAll(FONT_FACE)];
      const replacements = await Promise.all(
        faces.map(async ([, before = '', name = '', after = '']) => {
          const files = await splitFont(path.join(fontsDir, `${name}.woff2`), cacheDir, name);
          const descriptors = `${before}${after}`.replace(/;$/, '');
          const face = (file: string, ranges: readonly string[]) =>
            `@font-face{${descriptors};src:url(${toCssPath(path.relative(path.dirname(id), file))}) format("woff2");unicode-range:${ranges.join(',')}}`;
          return PARTS.map(({ ranges }, index) => face(files[index] ?? '', ranges)).join('');
        }),
      );
      let index = 0;
      return { code: css.replace(FONT_FACE, () => replacements[index++] ?? ''), map: null };
    },
  };
}

function toCssPath(relative: string): string {
  return relative.split(path.sep).join('/');
}

/** Writes the files of one font into cacheDir (unless they are there) and returns their paths, in PARTS' order. */
async function splitFont(source: string, cacheDir: string, name: string): Promise<string[]> {
  const font = await readFile(source);
  const files: string[] = [];
  for (const { part, ranges } of PARTS) {
    const file = path.join(cacheDir, `${name}.${part}.woff2`);
    files.push(file);
    if (existsSync(file)) continue;
    const subset = await subsetFont(font, charactersOf(ranges.map(parseRange)), { targetFormat: 'woff2' });
    // Written whole or not at all: a build stopped halfway never leaves a broken font in the cache.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, subset);
    await rename(partial, file);
  }
  return files;
}
