import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { MATH_PATTERN, protectFormulas } from '../render/rich-text';

/**
 * Rich-text HTML written in the app (chapter notes now; blogs can use the same), cleaned on the server before it is
 * stored. The stored HTML is later served through renderRichText (server/render/rich-text.ts), which renders the
 * `$...$` formulas with KaTeX and sanitises again; what is kept here is described in common/admin.ts.
 */

const allowedTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'img',
  'hr',
  'span',
  'div',
];

/** Pictures only from our own files: uploads (`/api/files/<key>`) and the bank's assets (`/content-assets/...`). */
const OWN_IMAGE = /^\/(?:api\/files\/[a-f0-9]{32}\.[a-z0-9]{2,5}|content-assets\/[\w-]+\/[\w./-]+)$/;

export function isOwnImage(src: string | undefined): boolean {
  return !!src && OWN_IMAGE.test(src) && !src.includes('..') && !src.includes('//');
}

const BLOCK_START = /^<(?:p|h[1-4]|ul|ol|table|blockquote|pre|div|hr)[\s/>]/i;

/**
 * Editor HTML → the HTML we store, or null when nothing visible is left. Besides removing what is not allowed:
 * - inside a formula, the editor's `&lt;` `&gt;` become `\lt` `\gt` and `&amp;` becomes `&`, so KaTeX reads the
 *   formula as written and the HTML stays well-formed;
 * - blank lines (which only `<pre>` can hold) are written as `&#10;` and the whole is one HTML block, so the Markdown
 *   pass of renderRichText leaves it as it is instead of reading `_x_` or `1.` in the text as Markdown.
 */
export function sanitizeRichHtml(html: string, options: { assetBase?: string } = {}): string | null {
  const clean = sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: resolveAsset(attribs.src ?? '', options.assetBase) },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
  });
  const withMath = clean.replace(MATH_PATTERN, (formula) => unescapeFormula(formula));
  const compact = withMath.replace(/\n[ \t]*\n/g, '\n&#10;').trim();
  if (!hasContent(compact)) return null;
  return BLOCK_START.test(compact) ? compact : `<div>${compact}</div>`;
}

// A formula as the editor saved it, back to the LaTeX typed: its escaped characters, and a line the author broke
// with Shift+Enter (a <br> to the editor, whitespace to TeX).
function unescapeFormula(formula: string): string {
  return formula
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/&lt;/g, '\\lt ')
    .replace(/&gt;/g, '\\gt ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&');
}

function hasContent(html: string): boolean {
  if (/<(img|hr)\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#10;|&#160;/g, '')
      .trim().length > 0
  );
}

function resolveAsset(src: string, assetBase: string | undefined): string {
  if (!assetBase || /^(?:[a-z]+:|\/)/i.test(src)) return src;
  return assetBase + src.replace(/^\.\//, '');
}

/** Whether stored rich text is HTML (written in the app) rather than Markdown (the bank's files). */
export function isHtmlSource(source: string): boolean {
  return BLOCK_START.test(source.trimStart());
}

const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * Stored rich text as editor HTML: HTML as it is; Markdown (the bank's notes) converted, with formulas kept as their
 * `$...$` source and relative picture paths pointed at the subject's assets, then cleaned like any editor HTML.
 */
export function toEditorHtml(source: string, assetBase: string): string | null {
  if (isHtmlSource(source)) return source;
  const formulas = protectFormulas(source);
  const html = formulas.restore(markdown.parse(formulas.text) as string, (formula) => escapeHtml(formula.source));
  return sanitizeRichHtml(html, { assetBase });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}
