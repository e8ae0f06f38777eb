import { readFileSync } from 'node:fs';

/**
 * Why a diagram file may not be shown to students, or undefined when it is a safe SVG. Diagrams are inlined or served
 * from our own origin, so anything that runs code or fetches from elsewhere is refused: a <script> (or
 * <foreignObject>, which can carry HTML), an on* event attribute, a javascript: URL, or an href/src/url() that points
 * outside the file. The document must be well-formed XML whose root element is <svg>.
 */
export function findSvgProblem(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return 'cannot be read';
  }
  return findSvgTextProblem(text);
}

const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed']);

export function findSvgTextProblem(text: string): string | undefined {
  // Comments, CDATA, the XML declaration and a doctype carry no elements; a doctype may declare entities, so refuse it.
  if (/<!DOCTYPE/i.test(text)) return 'has a DOCTYPE (entities are not allowed)';
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => inner.replace(/</g, ' '))
    .replace(/<\?[\s\S]*?\?>/g, '');
  const stack: string[] = [];
  let root: string | undefined;
  let closedRoot = false;
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const between = body.slice(last, match.index);
    if (between.includes('<')) return 'is not well-formed XML (a tag cannot be read)';
    if (closedRoot && between.trim() !== '') return 'has content after the root element';
    last = tag.lastIndex;
    const [, closing, rawName = '', attributes = '', selfClosing] = match;
    const name = rawName.toLowerCase().replace(/^svg:/, '');
    if (closing) {
      if (stack.pop() !== rawName) return `is not well-formed XML (unexpected </${rawName}>)`;
      if (stack.length === 0) closedRoot = true;
      continue;
    }
    if (closedRoot) return 'has more than one root element';
    if (root === undefined) {
      root = name;
      if (name !== 'svg') return `root element is <${rawName}>, not <svg>`;
    }
    if (FORBIDDEN_ELEMENTS.has(name)) return `contains <${rawName}>`;
    for (const attribute of attributes.matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const attributeName = (attribute[1] ?? '').toLowerCase();
      const value = (attribute[2] ?? attribute[3] ?? '').trim();
      if (attributeName.startsWith('on')) return `has an event attribute ${attribute[1]}`;
      if (/^\s*(javascript|vbscript):/i.test(value) || /url\(\s*['"]?\s*javascript:/i.test(value))
        return `has a script URL in ${attribute[1]}`;
      if (
        (attributeName === 'href' || attributeName.endsWith(':href') || attributeName === 'src') &&
        !value.startsWith('#')
      )
        return `refers outside the file (${attribute[1]}="${value.slice(0, 40)}")`;
      if (/url\(\s*['"]?\s*(?!#)[^)\s'"]/i.test(value)) return `refers outside the file in ${attribute[1]}`;
    }
    if (name === 'style' && !selfClosing) {
      const end = body.indexOf('</', tag.lastIndex);
      const css = body.slice(tag.lastIndex, end === -1 ? undefined : end);
      if (/@import|url\(\s*['"]?\s*(?!#)[^)\s'"]|expression\(/i.test(css))
        return 'has a style sheet that loads from outside';
    }
    if (!selfClosing) stack.push(rawName);
  }
  if (root === undefined) return 'has no root element';
  if (stack.length > 0) return `is not well-formed XML (<${stack[stack.length - 1]}> is never closed)`;
  if (body.slice(last).includes('<')) return 'is not well-formed XML (a tag cannot be read)';
  if (body.slice(last).trim() !== '') return 'has content after the root element';
  return undefined;
}
