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

/** A formula: `$$display$$` or `$inline$`; `\$` is a dollar sign. Global: use with matchAll or replace. */
export const MATH_PATTERN = /(?<!\\)\$\$([\s\S]+?)(?<!\\)\$\$|(?<!\\)\$((?:\\\$|[^$\n])+?)(?<!\\)\$/g;

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

// Papers are served again and again (reloads, review, print); the same text renders to the same HTML.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

/** Markdown + LaTeX → sanitised HTML with KaTeX markup. Unparseable LaTeX shows as red source, never breaks the page. */
export function renderRichText(source: string, options: RenderOptions = {}): string {
  const key = `${options.assetBase ?? ''}\u0000${source}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const html = renderUncached(source, options);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, html);
  return html;
}

function renderUncached(source: string, options: RenderOptions): string {
  const formulas = protectFormulas(source);
  const html = markdown.parse(formulas.text) as string;
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
  return formulas.restore(safe, renderFormula);
}

export interface ProtectedText {
  /** the text with each formula replaced by a placeholder that Markdown and the sanitiser leave alone */
  text: string;
  /** puts each formula back into `html`, as `toHtml` writes it */
  restore: (html: string, toHtml: (formula: MathSpan & { source: string }) => string) => string;
}

/** Takes the formulas out of a text so Markdown and sanitising cannot touch them, to put them back afterwards. */
export function protectFormulas(source: string): ProtectedText {
  const formulas: Array<MathSpan & { source: string }> = [];
  const text = source.replace(MATH_PATTERN, (match, display: string | undefined, inline: string) => {
    formulas.push(
      display !== undefined
        ? { tex: display, display: true, source: match }
        : { tex: inline, display: false, source: match },
    );
    return placeholder(formulas.length - 1);
  });
  return {
    text,
    restore: (html, toHtml) =>
      html.replace(PLACEHOLDER_PATTERN, (_match, index: string) => {
        const formula = formulas[Number(index)];
        return formula ? toHtml(formula) : '';
      }),
  };
}

// KaTeX output is generated from the formula text with `trust: false`, so it carries no links or scripts of the
// author's; it goes in after sanitising because the sanitiser would strip the styles KaTeX positions glyphs with.
// A display formula wider than a phone scrolls sideways (web/styles/app.css), so it takes the keyboard's focus: arrow
// keys scroll it, as WCAG 2.1.1 and axe's scrollable-region-focusable ask.
function renderFormula(formula: MathSpan): string {
  const html = katex.renderToString(formula.tex, {
    displayMode: formula.display,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
  });
  return formula.display
    ? html.replace('<span class="katex-display">', '<span class="katex-display" tabindex="0">')
    : html;
}

/**
 * A student's written answer, shown as typed: their line breaks and their LaTeX, but none of their text read as
 * Markdown or HTML (an answer starting with "1." must not become a list, and "<b>" stays visible text).
 */
export function renderPlainText(source: string): string {
  const formulas = protectFormulas(source);
  const escaped = escapeHtml(formulas.text.replace(/\\\$/g, '$')).replace(/\r?\n/g, '<br>');
  return `<p>${formulas.restore(escaped, renderFormula)}</p>`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function resolveAsset(src: string, options: RenderOptions): string {
  if (!options.assetBase || /^(?:[a-z]+:|\/)/i.test(src)) return src;
  return options.assetBase + src.replace(/^\.\//, '');
}

/** Each formula KaTeX cannot parse, by field. */
export function findLatexErrors(texts: Array<[string, string]>): Array<{ field: string; message: string }> {
  const errors: Array<{ field: string; message: string }> = [];
  for (const [field, text] of texts) {
    for (const formula of extractMath(text)) {
      const message = findLatexError(formula.tex, formula.display);
      if (message) errors.push({ field, message });
    }
  }
  return errors;
}
