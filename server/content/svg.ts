const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed']);

/**
 * Why a diagram file may not be shown to students, or undefined when it is a safe SVG. Diagrams are inlined or served
 * from our own origin, so anything that runs code or fetches from elsewhere is refused: a <script> (or
 * <foreignObject>, which can carry HTML), an on* event attribute, a javascript: URL, or an href/src/url() that points
 * outside the file. The document must be well-formed XML whose root element is <svg>.
 */
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

/**
 * A diagram's Chinese twin (content/README.md): `name.zh.svg` beside `name.svg`, the same drawing with its labels in
 * Chinese, which the zh text of a question may show where the en text shows `name.svg`.
 */
export const zhTwinOf = (name: string) => name.replace(/\.svg$/, '.zh.svg');

/** The English diagram a Chinese twin translates, or undefined when `name` is not a twin. */
export const englishOfTwin = (name: string) =>
  name.endsWith('.zh.svg') ? name.replace(/\.zh\.svg$/, '.svg') : undefined;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of each <text> element of an SVG (its <tspan>s joined), entities decoded. */
export function svgLabels(text: string): string[] {
  const body = text.replace(/<!--[\s\S]*?-->/g, '');
  return [...body.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map(([, inner = '']) =>
    inner
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) =>
        code.startsWith('#x') || code.startsWith('#X')
          ? String.fromCodePoint(Number.parseInt(code.slice(2), 16))
          : code.startsWith('#')
            ? String.fromCodePoint(Number(code.slice(1)))
            : (ENTITIES[code] ?? entity),
      )
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * Letters that are not English words in a label: units, function names and subscripts a Chinese paper prints as they
 * are (`t / min`, `log y`, `P_max`, `V_out`). Two-letter tokens (cm, kg, ln, Hz) and capitals (MC, LRAS, AD, II) never count.
 */
const NOT_WORDS = new Set(
  'mol mmol min max kPa MPa hPa MeV keV GeV kHz MHz GHz kWh div rad sin cos tan sec cosec cot log exp lim atm mAh kcal cal mph out'.split(
    ' ',
  ),
);

/**
 * The English words in an SVG's labels: a <text> with no Chinese character whose letters include a word of three or
 * more letters (`Object`, `air`, `not to scale`) that is not a unit, function or variable name (NOT_WORDS, or one
 * letter and a NOT_WORDS subscript such as `Pmax`). A label that already carries Chinese (`Frog / 青蛙`) serves both
 * languages. Each word once, in order.
 */
export function findEnglishWords(text: string): string[] {
  const words = new Set<string>();
  for (const label of svgLabels(text)) {
    if (/[\u3400-\u9fff]/.test(label)) continue;
    for (const [token] of label.matchAll(/[A-Za-z]+/g)) {
      if (!/^(?:[A-Z][a-z]{2,}|[a-z]{3,})$/.test(token)) continue;
      if (NOT_WORDS.has(token) || NOT_WORDS.has(token.slice(1))) continue;
      words.add(token);
    }
  }
  return [...words];
}

/** The root <svg>'s width, height and viewBox, to compare a twin with its English diagram. */
export function svgSize(text: string): string {
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  return ['width', 'height', 'viewBox']
    .map((name) => `${name}=${new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(root)?.[1] ?? ''}`)
    .join(' ');
}
