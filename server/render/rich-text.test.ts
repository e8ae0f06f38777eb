import { describe, expect, it } from 'vitest';
import { extractMath, findLatexError, renderRichText } from './rich-text';

describe('renderRichText', () => {
  it('renders inline and display LaTeX with KaTeX', () => {
    const html = renderRichText('Solve $x^2 = 4$.\n\n$$\\frac{a}{b}$$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).not.toContain('$');
  });

  it('lets the keyboard reach a display formula, which scrolls sideways on a narrow screen, and no inline one', () => {
    const html = renderRichText('Solve $x^2 = 4$.\n\n$$\\frac{a}{b}$$');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toContain('<span class="katex-display" tabindex="0">');
  });

  it('keeps an escaped dollar sign as money, not mathematics', () => {
    const html = renderRichText('A pen costs HK\\$5 and a book HK\\$40.');
    expect(html).toContain('HK$5');
    expect(html).not.toContain('katex');
  });

  it('removes scripts, event handlers and javascript links', () => {
    const html = renderRichText(
      '<img src="x.png" onerror="alert(1)"> <script>alert(2)</script> [go](javascript:alert(3))',
    );
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('keeps line breaks inside a paragraph, as students type them', () => {
    expect(renderRichText('line one\nline two')).toContain('<br');
  });

  it('points relative images at the subject assets', () => {
    expect(renderRichText('![graph](graph.svg)', { assetBase: '/content-assets/s1/' })).toContain(
      'src="/content-assets/s1/graph.svg"',
    );
  });

  it('shows unparseable LaTeX as an error instead of failing the page', () => {
    expect(() => renderRichText('$\\frac{1}{$')).not.toThrow();
  });
});

describe('extractMath and findLatexError', () => {
  it('finds each formula and tells which do not parse', () => {
    const spans = extractMath('a $x$ b $$y$$ c \\$5');
    expect(spans).toEqual([
      { tex: 'x', display: false },
      { tex: 'y', display: true },
    ]);
    expect(findLatexError('\\frac{1}{2}', false)).toBeNull();
    expect(findLatexError('\\frac{1}{', false)).toMatch(/KaTeX parse error/);
  });
});
