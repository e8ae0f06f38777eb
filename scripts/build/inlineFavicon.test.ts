import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './inlineFavicon';

describe('svgDataUrl', () => {
  it('keeps the SVG readable inside a double-quoted attribute', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff" d="M0 0h10%"/></svg>\n');
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Cpath fill='%23fff' d='M0 0h10%25'/%3E%3C/svg%3E",
    );
  });

  it('gives the brand mark back unchanged when decoded', () => {
    const svg = readFileSync(path.join(import.meta.dirname, '..', '..', 'web', 'public', 'favicon.svg'), 'utf8');
    const url = svgDataUrl(svg);
    expect(url).not.toContain('"');
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replaceAll('"', "'"));
  });
});
