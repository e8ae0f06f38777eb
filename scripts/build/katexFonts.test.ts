import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_RANGES, katexFonts, restRanges } from './katexFonts';

function toRanges(list: string[]) {
  return list.map((range) => {
    const [first, last = first] = range.replace('U+', '').split('-');
    return [Number.parseInt(first ?? '', 16), Number.parseInt(last ?? first ?? '', 16)] as const;
  });
}

describe('the unicode-range split', () => {
  it('puts every code point in exactly one half', () => {
    const all = [...toRanges(COMMON_RANGES), ...toRanges(restRanges())].sort((a, b) => a[0] - b[0]);
    expect(all[0]?.[0]).toBe(0);
    for (let index = 1; index < all.length; index++) expect(all[index]?.[0]).toBe((all[index - 1]?.[1] ?? 0) + 1);
    expect(all.at(-1)?.[1]).toBe(0x10ffff);
  });

  it('keeps digits, Latin letters, × ÷ ± ° and the minus sign in the common half', () => {
    const inCommon = (codePoint: number) =>
      toRanges(COMMON_RANGES).some(([first, last]) => codePoint >= first && codePoint <= last);
    for (const character of '0123456789xyz+=()−×÷±°') expect(inCommon(character.codePointAt(0) ?? 0)).toBe(true);
    for (const character of 'πθ≤→∑é') expect(inCommon(character.codePointAt(0) ?? 0)).toBe(false);
  });
});

describe('katexFonts', () => {
  it("rewrites each of KaTeX's faces into two woff2 halves that exist and are smaller than the font", async () => {
    const cssFile = createRequire(import.meta.url).resolve('katex/dist/katex.min.css');
    const css = await readFile(cssFile, 'utf8');
    const faces = css.match(/@font-face\{/g)?.length ?? 0;
    expect(faces).toBeGreaterThan(10);

    const plugin = katexFonts();
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    expect(await transform(css, '/somewhere/else.css')).toBeNull();
    const { code } = (await transform(css, cssFile)) ?? { code: '' };

    const rewritten = code.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rewritten).toHaveLength(faces * 2);
    expect(code).not.toMatch(/\.(woff|ttf)\)/);
    for (const face of rewritten) expect(face).toMatch(/src:url\([^)]+\.woff2\) format\("woff2"\);unicode-range:U\+/);
    // The rest of KaTeX's stylesheet is left as it was.
    expect(code.replace(/@font-face\{[^}]*\}/g, '')).toBe(css.replace(/@font-face\{[^}]*\}/g, ''));

    const main = rewritten.filter((face) => face.includes('KaTeX_Main-Regular.'));
    expect(main).toHaveLength(2);
    const original = (await readFile(path.join(path.dirname(cssFile), 'fonts/KaTeX_Main-Regular.woff2'))).length;
    for (const face of main) {
      const url = face.match(/url\(([^)]+)\)/)?.[1] ?? '';
      const half = await readFile(path.resolve(path.dirname(cssFile), url));
      expect(half.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(half.length).toBeLessThan(original * 0.7);
    }
  }, 60_000);
});
