import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_RANGES, katexFonts, LETTER_RANGES, restRanges } from './katexFonts';

function toRanges(list: string[]) {
  return list.map((range) => {
    const [first, last = first] = range.replace('U+', '').split('-');
    return [Number.parseInt(first ?? '', 16), Number.parseInt(last ?? first ?? '', 16)] as const;
  });
}

describe('the unicode-range split', () => {
  it('puts every code point in exactly one file', () => {
    const all = [...toRanges(COMMON_RANGES), ...toRanges(LETTER_RANGES), ...toRanges(restRanges())].sort(
      (a, b) => a[0] - b[0],
    );
    expect(all[0]?.[0]).toBe(0);
    for (let index = 1; index < all.length; index++) expect(all[index]?.[0]).toBe((all[index - 1]?.[1] ?? 0) + 1);
    expect(all.at(-1)?.[1]).toBe(0x10ffff);
  });

  it('keeps digits, brackets, × ÷ ± ° and the minus sign in the common file and Latin letters in their own', () => {
    const inside = (ranges: string[], character: string) =>
      toRanges(ranges).some(
        ([first, last]) => (character.codePointAt(0) ?? 0) >= first && (character.codePointAt(0) ?? 0) <= last,
      );
    for (const character of '0123456789+=()[]{}.,%−×÷±°')
      expect(inside(COMMON_RANGES, character), character).toBe(true);
    for (const character of 'xyzABCmc') {
      expect(inside(LETTER_RANGES, character), character).toBe(true);
      expect(inside(COMMON_RANGES, character), character).toBe(false);
    }
    for (const character of 'πθ≤→∑é') {
      expect(inside(COMMON_RANGES, character), character).toBe(false);
      expect(inside(LETTER_RANGES, character), character).toBe(false);
    }
  });
});

describe('katexFonts', () => {
  it("rewrites each of KaTeX's faces into three woff2 files that exist and are smaller than the font", async () => {
    const cssFile = createRequire(import.meta.url).resolve('katex/dist/katex.min.css');
    const css = await readFile(cssFile, 'utf8');
    const faces = css.match(/@font-face\{/g)?.length ?? 0;
    expect(faces).toBeGreaterThan(10);

    const plugin = katexFonts();
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    expect(await transform(css, '/somewhere/else.css')).toBeNull();
    const { code } = (await transform(css, cssFile)) ?? { code: '' };

    const rewritten = code.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rewritten).toHaveLength(faces * 3);
    expect(code).not.toMatch(/\.(woff|ttf)\)/);
    for (const face of rewritten) expect(face).toMatch(/src:url\([^)]+\.woff2\) format\("woff2"\);unicode-range:U\+/);
    // The rest of KaTeX's stylesheet is left as it was.
    expect(code.replace(/@font-face\{[^}]*\}/g, '')).toBe(css.replace(/@font-face\{[^}]*\}/g, ''));

    const main = rewritten.filter((face) => face.includes('KaTeX_Main-Regular.'));
    expect(main).toHaveLength(3);
    const original = (await readFile(path.join(path.dirname(cssFile), 'fonts/KaTeX_Main-Regular.woff2'))).length;
    for (const face of main) {
      const url = face.match(/url\(([^)]+)\)/)?.[1] ?? '';
      const file = await readFile(path.resolve(path.dirname(cssFile), url));
      expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(file.length).toBeLessThan(original * 0.7);
      // A question of numbers and operators needs only the common file: about a quarter of the font.
      if (url.includes('.common.')) expect(file.length).toBeLessThan(original * 0.3);
    }
  }, 60_000);
});
