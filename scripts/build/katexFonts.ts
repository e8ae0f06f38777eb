import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The characters most school mathematics is made of: ASCII (digits, letters, brackets, + = < >), the no-break space,
 * ° ± · × ÷, and U+2212, the minus sign KaTeX writes for every `-`. Everything else a KaTeX font holds (accented
 * letters, Greek, arrows, relations, big operators) goes in a second file that a browser fetches only for a page that
 * uses one of them.
 */
export const COMMON_RANGES = ['U+0020-007E', 'U+00A0', 'U+00B0-00B1', 'U+00B7', 'U+00D7', 'U+00F7', 'U+2212'];

interface Range {
  first: number;
  last: number;
}

function parseRange(range: string): Range {
  const [first, last = first] = range.replace('U+', '').split('-');
  return { first: Number.parseInt(first ?? '', 16), last: Number.parseInt(last ?? first ?? '', 16) };
}

const COMMON = COMMON_RANGES.map(parseRange);
const LAST_CODE_POINT = 0x10ffff;

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase();
}

/** The unicode-range of everything outside COMMON_RANGES. */
export function restRanges(): string[] {
  const rest: string[] = [];
  let next = 0;
  for (const { first, last } of COMMON) {
    if (first > next) rest.push(first - 1 === next ? `U+${hex(next)}` : `U+${hex(next)}-${hex(first - 1)}`);
    next = last + 1;
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

// KaTeX's fonts hold nothing above the Basic Multilingual Plane.
const REST = restRanges().map(parseRange);

// One @font-face of katex.min.css: `@font-face{font-display:block;font-family:KaTeX_AMS;…;src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2"),url(…woff) format("woff"),url(…ttf) format("truetype")}`.
const FONT_FACE = /@font-face\{([^}]*?)src:url\(fonts\/([\w-]+)\.woff2\) format\("woff2"\)[^;}]*;?([^}]*)\}/g;

/**
 * Splits each of KaTeX's fonts in two by unicode-range (COMMON_RANGES and the rest), so a question with numbers and
 * letters downloads under half of KaTeX_Main (12 KB of 26 KB) and the other half only where a page needs it. The woff and
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
      const version = createHash('sha256').update(css).update(COMMON_RANGES.join()).digest('hex').slice(0, 12);
      const cacheDir = path.join(cacheRoot, version);
      await mkdir(cacheDir, { recursive: true });
      const faces = [...css.matchAll(FONT_FACE)];
      const replacements = await Promise.all(
        faces.map(async ([, before = '', name = '', after = '']) => {
          const [common, rest] = await splitFont(path.join(fontsDir, `${name}.woff2`), cacheDir, name);
          const descriptors = `${before}${after}`.replace(/;$/, '');
          const face = (file: string, ranges: string[]) =>
            `@font-face{${descriptors};src:url(${toCssPath(path.relative(path.dirname(id), file))}) format("woff2");unicode-range:${ranges.join(',')}}`;
          return face(common, COMMON_RANGES) + face(rest, restRanges());
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

/** Writes the two halves of one font into cacheDir (unless they are there) and returns their paths. */
async function splitFont(source: string, cacheDir: string, name: string): Promise<[string, string]> {
  const common = path.join(cacheDir, `${name}.common.woff2`);
  const rest = path.join(cacheDir, `${name}.rest.woff2`);
  const font = await readFile(source);
  for (const [file, ranges] of [
    [common, COMMON],
    [rest, REST],
  ] as const) {
    if (existsSync(file)) continue;
    const subset = await subsetFont(font, charactersOf(ranges), { targetFormat: 'woff2' });
    // Written whole or not at all: a build stopped halfway never leaves a broken font in the cache.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, subset);
    await rename(partial, file);
  }
  return [common, rest];
}
