import katex from 'katex';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text in Paperwise is Markdown with LaTeX between `$...$` (inline) and `$$...$$` (display). It is rendered to
 * HTML on the server, once, so the browser needs KaTeX's stylesheet and fonts but never its code, and so every place
 * that shows a question (working screen, solution, review, print) shows the same markup.
 */

export interface MathSpan {
  tex: string;
  display: boolean;
}

const MATH_PATTERN = /(?<!\\)\$\$([\s\S]+?)(?<!\\)\$\$|(?<!\\)\$((?:\\\$|[^$\n])+?)(?<!\\)\$/g;

/** Every formula in a text, in order. */
export function extractMath(source: string): MathSpan[] {
  return [...source.matchAll(MATH_PATTERN)].map((m) =>
    m[1] !== undefined ? { tex: m[1], display: true } : { tex: m[2] ?? '', display: false },
  );
}

/** The KaTeX error for a formula, or null when it parses. */
export function findLatexError(tex: string, display: boolean): string | null {
  try {
    katex.renderToString(tex, { displayMode: display, throwOnError: true, strict: 'ignore' });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

// A placeholder that survives Markdown and sanitising untouched: letters and digits only.
const placeholder = (index: number) => `KTXMATH${index}XTK`;
const PLACEHOLDER_PATTERN = /KTXMATH(\d+)XTK/g;

const markdown = new Marked({ gfm: true, breaks: true, async: false });

const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'del',
  's',
  'u',
  'sub',
  'sup',
  'span',
];

export interface RenderOptions {
  /** where relative image paths point, e.g. `/content-assets/hkdse-physics/` */
  assetBase?: string;
}

/** Markdown + LaTeX → sanitised HTML with KaTeX markup. Unparseable LaTeX shows as red source, never breaks the page. */
export function renderRichText(source: string, options: RenderOptions = {}): string {
  const formulas: MathSpan[] = [];
  const withPlaceholders = source.replace(MATH_PATTERN, (_match, display: string | undefined, inline: string) => {
    formulas.push(display !== undefined ? { tex: display, display: true } : { tex: inline, display: false });
    return placeholder(formulas.length - 1);
  });
  const html = markdown.parse(withPlaceholders) as string;
  const safe = sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['align', 'colspan', 'rowspan'],
      td: ['align', 'colspan', 'rowspan'],
      span: ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: resolveAsset(attribs.src ?? '', options) } }),
    },
  });
  // KaTeX output is generated from the formula text with `trust: false`, so it carries no links or scripts of the
  // author's; it goes in after sanitising because the sanitiser would strip the styles KaTeX positions glyphs with.
  return safe.replace(PLACEHOLDER_PATTERN, (_match, index: string) => {
    const formula = formulas[Number(index)];
    if (!formula) return '';
    return katex.renderToString(formula.tex, {
      displayMode: formula.display,
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      output: 'htmlAndMathml',
    });
  });
}

function resolveAsset(src: string, options: RenderOptions): string {
  if (!options.assetBase || /^(?:[a-z]+:|\/)/i.test(src)) return src;
  return options.assetBase + src.replace(/^\.\//, '');
}
