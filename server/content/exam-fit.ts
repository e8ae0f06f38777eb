import type { ContentQuestion } from './schema';

/**
 * The rules of issue 28 that make a question look like one of the real HKDSE paper (content/README.md, "Exam fit"):
 * 1. every part of a written question shows its marks, and they add up; 2. a stem that refers to a picture shows it;
 * 3. an HKDSE long question is a structured (5-8 marks) or a Section B (10-13 marks) question.
 */

export type Language = 'en' | 'zh';

export interface Part {
  /** `a`, or `a(i)` for a sub-part; `i` for a top-level roman part */
  label: string;
  /** the marks its label shows, if it has one */
  marks?: number;
  /** the label as written, to check its form */
  labelText?: string;
  /** a part without sub-parts: the one that must carry its marks */
  leaf: boolean;
}

const PART_LINE = /^\s*(?:\*\*)?[(（]([a-h]|[ivx]{1,4})[)）](?:\*\*)?(?![A-Za-z0-9])/;
/** `(i)` right at the start of a letter part's text: "(c) (i) Make $n$ the subject …" */
const FIRST_SUB_PART = /^\s*[(（](i)[)）](?![A-Za-z0-9])/;
const ROMAN = /^[ivx]+$/;
const ROMAN_NUMERALS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'];
const MARKS_LABEL = {
  en: /[(（]\s*(\d+)\s*marks?\s*[)）]/gi,
  zh: /[(（]\s*(\d+)\s*分\s*[)）]/g,
} as const;
const LABEL_FORM = {
  en: (marks: number) => `(${marks} mark${marks === 1 ? '' : 's'})`,
  zh: (marks: number) => `（${marks} 分）`,
} as const;

const inlineParts = new Map<string, RegExp>();
/** `(b)` (or `(ii)`) inside a line, after a space or punctuation: the next part starts there. */
function inlinePart(token: string): RegExp {
  let pattern = inlineParts.get(token);
  if (!pattern) {
    pattern = new RegExp(`(^|[\\s;,，；、。？?）」])[(（]${token}[)）](?![A-Za-z0-9])`);
    inlineParts.set(token, pattern);
  }
  return pattern;
}

/**
 * The parts of a question's text: a line starting `(a)` … `(h)` opens a part, a line starting `(i)`, `(ii)` … a
 * sub-part of the part before it (a top-level part if there is none); so do `(i)` right at the start of a part
 * ("(c) (i) …") and, inside a part's own line, the next letter ("(a) in metres; (b) in AU") or the next numeral of a
 * sub-part ("(b) (i) … ? (ii) …"). `(i)` right after `(h)` is the ninth part. Letters inside a sentence that does not
 * start with one ("the graphs of (a) $y = f(x + 1)$, (b) …") are not parts, and a lone part is none. A part's marks
 * are the last marks label in its own text (before its first sub-part).
 */
export function parseParts(text: string, language: Language): Part[] {
  const parts: Array<Part & { text: string }> = [];
  let letter: (Part & { text: string }) | undefined;
  let current: (Part & { text: string }) | undefined;
  const open = (token: string, partText: string) => {
    const roman = ROMAN.test(token) && !(token === 'i' && letter?.label === 'h');
    if (roman && letter) {
      letter.leaf = false;
      current = { label: `${letter.label}(${token})`, leaf: true, text: partText };
    } else {
      current = { label: token, leaf: true, text: partText };
      letter = roman ? undefined : current;
    }
    parts.push(current);
  };
  for (const line of text.split('\n')) {
    const match = PART_LINE.exec(line);
    if (!match) {
      if (current) current.text += `\n${line}`;
      continue;
    }
    const token = match[1]!;
    let rest = line.slice(match[0].length);
    open(token, '');
    const sub = letter === current ? FIRST_SUB_PART.exec(rest) : null;
    if (sub) {
      open('i', '');
      rest = rest.slice(sub[0].length);
    }
    // "(a) in metres; (b) in astronomical units." and "(b) (i) … ? (ii) …": the next letter inside a letter part's
    // line, or the next numeral inside a sub-part's line, opens the next part.
    while (letter) {
      const roman = current !== letter;
      const label = current!.label;
      const next = roman
        ? ROMAN_NUMERALS[ROMAN_NUMERALS.indexOf(label.slice(label.indexOf('(') + 1, -1)) + 1]
        : String.fromCharCode(label.charCodeAt(0) + 1);
      if (!next) break;
      const inline = inlinePart(next).exec(rest);
      if (!inline) break;
      current!.text += rest.slice(0, inline.index + inline[1]!.length);
      rest = rest.slice(inline.index + inline[0].length);
      open(next, '');
    }
    current!.text += rest;
  }
  // A lone part is no part: "(i) 基因和 (ii) 等位基因分別是甚麼意思？" only starts its line with "(i)".
  if (parts.length === 1) return [];
  return parts.map(({ text: partText, ...part }) => {
    const labels = [...partText.matchAll(MARKS_LABEL[language])];
    const last = labels.at(-1);
    return last ? { ...part, marks: Number(last[1]), labelText: last[0] } : part;
  });
}

/** How a part is named in messages: `(a)`, `(a)(i)`. */
const partName = (label: string) => `(${label.replace('(', ')(')}${label.includes('(') ? '' : ')'}`;

const POINT_PREFIX = /^\s*[(（]([a-h])[)）]\s*(?:[(（]([ivx]{1,4})[)）])?/;

/** Rule 1: marks labels on every leaf part, adding up to totalScore, the same in both languages; marking per part. */
export function findMarksProblems(question: ContentQuestion): string[] {
  if (question.type === 'mc') return [];
  const problems: string[] = [];
  const total = question.totalScore ?? 2;
  const parts = { en: parseParts(question.question.en, 'en'), zh: parseParts(question.question.zh, 'zh') };
  if (parts.en.length === 0 && parts.zh.length === 0) return [];
  const sequence = (list: Part[]) => list.map((part) => `${partName(part.label)}${part.marks ?? '?'}`).join(' ');
  if (sequence(parts.en) !== sequence(parts.zh))
    problems.push(`parts and marks differ between English [${sequence(parts.en)}] and Chinese [${sequence(parts.zh)}]`);
  // A finding of both languages is said once: "(b) has no marks label (en, zh)".
  const byLanguage = new Map<string, Language[]>();
  const note = (message: string, language: Language) =>
    byLanguage.set(message, [...(byLanguage.get(message) ?? []), language]);
  for (const language of ['en', 'zh'] as const) {
    const list = parts[language];
    const unlabelled = list.filter((part) => part.leaf && part.marks === undefined).map((part) => partName(part.label));
    if (unlabelled.length > 0)
      note(`${unlabelled.join(', ')} ${unlabelled.length === 1 ? 'has' : 'have'} no marks label`, language);
    for (const part of list) {
      if (part.marks !== undefined && part.labelText !== LABEL_FORM[language](part.marks))
        problems.push(`${partName(part.label)} writes ${part.labelText}; write ${LABEL_FORM[language](part.marks)}`);
      if (!part.leaf && part.marks !== undefined) {
        const children = list.filter((child) => child.label.startsWith(`${part.label}(`));
        const sum = children.reduce((marks, child) => marks + (child.marks ?? 0), 0);
        if (children.every((child) => child.marks !== undefined) && sum !== part.marks)
          note(`the sub-parts of ${partName(part.label)} add up to ${sum}, its label says ${part.marks}`, language);
      }
    }
    if (unlabelled.length === 0) {
      const sum = list.filter((part) => part.leaf).reduce((marks, part) => marks + (part.marks ?? 0), 0);
      if (sum !== total) note(`the part marks add up to ${sum}, totalScore is ${total}`, language);
    }
  }
  for (const [message, languages] of byLanguage) problems.push(`${message} (${languages.join(', ')})`);
  if ([...byLanguage.keys()].some((message) => message.includes('no marks label')))
    problems.push(`end each part with ${LABEL_FORM.en(2)} / ${LABEL_FORM.zh(2)}`);
  problems.push(...findMarkingPerPartProblems(question, parts.en));
  return problems;
}

/** When every marking point names its part ("(a) …", "(a)(i) …"), each part's points add up to the part's marks. */
function findMarkingPerPartProblems(question: ContentQuestion, parts: Part[]): string[] {
  const points = (question.marking ?? []).map((point) => ({ marks: point.marks, prefix: POINT_PREFIX.exec(point.en) }));
  if (parts.length === 0 || points.length === 0 || points.some((point) => !point.prefix)) return [];
  const problems: string[] = [];
  const byLabel = new Map(parts.map((part) => [part.label, part]));
  const marksOf = (label: string): number | undefined => {
    const part = byLabel.get(label);
    if (!part) return undefined;
    if (part.leaf || part.marks !== undefined) return part.marks;
    const children = parts.filter((child) => child.label.startsWith(`${label}(`));
    if (children.some((child) => child.marks === undefined)) return undefined;
    return children.reduce((marks, child) => marks + (child.marks ?? 0), 0);
  };
  const letters = new Map<string, { sum: number; subs: Map<string, number>; allSub: boolean }>();
  for (const point of points) {
    const [, letter = '', roman] = point.prefix!;
    const entry = letters.get(letter) ?? { sum: 0, subs: new Map(), allSub: true };
    entry.sum += point.marks;
    if (roman) entry.subs.set(`${letter}(${roman})`, (entry.subs.get(`${letter}(${roman})`) ?? 0) + point.marks);
    else entry.allSub = false;
    letters.set(letter, entry);
  }
  for (const [letter, entry] of letters) {
    if (!byLabel.has(letter)) {
      problems.push(`a marking point names ${partName(letter)}, which is not a part of the question`);
      continue;
    }
    const marks = marksOf(letter);
    if (marks !== undefined && marks !== entry.sum)
      problems.push(`the marking points of ${partName(letter)} add up to ${entry.sum}, the part is worth ${marks}`);
    else if (marks !== undefined && entry.allSub)
      for (const [label, sum] of entry.subs) {
        const subMarks = byLabel.get(label)?.marks;
        if (subMarks !== undefined && subMarks !== sum)
          problems.push(`the marking points of ${partName(label)} add up to ${sum}, the part is worth ${subMarks}`);
      }
  }
  for (const part of parts)
    if (!part.label.includes('(') && !letters.has(part.label) && !ROMAN.test(part.label))
      problems.push(`no marking point names ${partName(part.label)}`);
  return problems;
}

/**
 * Rule 2: words that point at a picture the student must see. Tuned on the bank (issue 28):
 * - "the diagram/figure/graph/chart/photograph/photomicrograph/picture" as something to look at: "in the diagram",
 *   "from the graph", "using the graph", "the figure below", "the graph shows", "Figure 2", "has been drawn";
 * - "area A", "areas A-D", "areas B and D", "region R", "the shaded region/area/part" (a plain capital letter: `$A$`
 *   in LaTeX is a quantity, not a labelled area);
 * - Chinese: 圖中, 如圖, 下圖, 上圖, 附圖, 該圖, 此圖, 從圖, 由圖, 根據圖, 利用該圖, 圖 1, 已繪畫/已繪出/已畫出,
 *   面積 A, 區域 R, 陰影部分/區域.
 * Not a reference: "the graph of $y = f(x)$" (the function's graph is defined by its equation), "a bar chart shows …"
 * (a description in words), a chart or stem-and-leaf diagram drawn in the text itself (a Markdown table or → arrows),
 * and any clause in which the student draws: draw, sketch, plot, construct, illustrate, "with the aid of", "using a
 * (labelled/genetic) diagram", describe (繪畫, 畫出, 繪製, 繪圖, 作圖, 描述, 以圖 …).
 */
const PICTURE_EN = new RegExp(
  [
    // in/from/using the diagram … (not "the graph of $y = f(x)$", not "of the graph": the function's graph)
    String.raw`\b(?:in|from|on|using|use|read(?: off)?|see|study|look at|refer to|according to)\s+the\s+(?:above\s+|following\s+|given\s+|accompanying\s+)?(?:[\w-]+\s+)?(?:(?:diagram|figure|chart|photomicrograph)s?\b|graphs?\b(?!\s+of\s))`,
    // "this diagram", "In this food web", "this set-up": something the student is meant to see ("this figure" is as
    // often a number)
    String.raw`\bth(?:is|ese)\s+(?:[\w-]+\s+)?(?:diagram|graph|chart|picture|photograph|photomicrograph|food web|pedigree|set-up|apparatus|map|grid)s?\b`,
    // "the circuit shown", "as shown" (not "the number shown" on a die, nor "the results are shown" above a table)
    String.raw`\bthe\s+(?:[\w-]+\s+)?(?:diagram|figure|graph|chart|circuit|set-up|apparatus|food web|pedigree|map|grid)s?\s+shown\b`,
    String.raw`\bas\s+shown\b(?!\s+in\s+the\s+tables?\b)`,
    String.raw`\bthe\s+(?:[\w-]+\s+)?(?:diagram|figure|graph|chart|photograph|photomicrograph|picture)s?\s+(?:below|above|shows?|shown)\b`,
    String.raw`\b(?:diagram|figure|graph|chart|photograph|photomicrograph|picture)s?\s+(?:below|above)\b`,
    String.raw`\b(?:shown|given|drawn|marked|labelled)\s+(?:in|on)\s+the\s+(?:[\w-]+\s+)?(?:diagram|figure|graph|chart|photograph|photomicrograph)\b`,
    String.raw`\b(?:figure|fig\.)\s*\d`,
    String.raw`\bhas\s+been\s+drawn\b`,
    String.raw`\b(?:areas?|regions?)\s+[A-H](?![A-Za-z0-9$])`,
    String.raw`\bthe\s+shaded\s+(?:region|area|part|sector)s?\b`,
  ].join('|'),
  'i',
);
const PICTURE_ZH = new RegExp(
  [
    // 圖中 "in the figure", but not 圓形圖中 / 棒形圖中 / 線圖中 ("in a pie chart …", a description in words)
    String.raw`(?<![形線葉])圖\s*中`,
    '如圖|(?<!以)下圖|上圖|附圖|(?:該|此|從|由|根據|參考|利用)圖(?!像|解|譜)',
    // 這個圖形, 這幅圖, 這個食物網, 這個裝置; 所示 "as shown" (not 如表所示, a table)
    '這(?:個|幅|張|些)?(?:圖(?!像|書)|食物網|譜系圖|裝置)',
    '(?<!表中?)所示',
    String.raw`圖\s*\d`,
    '已(?:繪畫|繪出|畫出|繪於)',
    String.raw`(?:面積|區域)\s*[A-H](?![A-Za-z0-9$])`,
    '陰影(?:部分|區域|扇形)',
  ].join('|'),
);
/** A clause in which the student draws, describes or explains a method: the picture is theirs to make. */
const DRAWS_EN =
  /\b(?:draw|drawing|sketch|plot|plotting|construct|illustrate|with the aid of|using (?:a|suitable) (?:[\w-]+ )?diagrams?|use (?:a|suitable) (?:[\w-]+ )?diagrams?|describe|how (?:you|would you|to))\b/i;
const DRAWS_ZH = /繪畫|畫出|繪製|繪出|繪圖|作圖|描述|試以圖|(?<!利)用圖|以圖|借助圖|如何/;
/** A chart named in the words of the text (棒形圖, 圓形圖 …), which a later 圖中 / 這幅圖 refers back to. */
const CHART_IN_WORDS_ZH = /(?:棒形|圓形|折線|線|幹葉|統計|散點|象形|條形)圖/;
/** A chart named in words in English: "a bar chart", "a pie chart of …". */
const CHART_IN_WORDS_EN = /\ban?\s+(?:[\w-]+\s+){0,2}(?:chart|graph|diagram|map)\b/i;
/** A chart drawn in the text itself: a Markdown table or a flow of arrows. */
const TEXT_PICTURE = /\n\s*\|[-: |]+\|\s*\n|→/;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/;

/** The phrase of a stem, part or option that refers to a picture the question does not show, if any. */
export function findMissingPicture(question: ContentQuestion): string | undefined {
  const texts = { en: [question.question.en], zh: [question.question.zh] };
  for (const option of Object.values(question.options ?? {})) {
    texts.en.push(option.en);
    texts.zh.push(option.zh);
  }
  if ([...texts.en, ...texts.zh].some((text) => IMAGE.test(text))) return undefined;
  const drawnInText = TEXT_PICTURE.test(question.question.en);
  for (const language of ['en', 'zh'] as const) {
    const pattern = language === 'en' ? PICTURE_EN : PICTURE_ZH;
    const draws = language === 'en' ? DRAWS_EN : DRAWS_ZH;
    for (const text of texts[language]) {
      const prose = text.replace(/\$\$[\s\S]*?\$\$|\$[^$\n]*?\$/g, (formula) => (formula.includes('\n') ? '' : '$x$'));
      for (const clause of prose.split(language === 'en' ? /(?<=[.?!;:])\s+|\n/ : /[。？！；：\n]/)) {
        const match = pattern.exec(clause);
        if (!match || draws.test(clause)) continue;
        // "A magazine shows the results in a bar chart …. Explain how this chart may mislead" (一本雜誌以棒形圖顯示……，而
        // 圖中縱軸由 10% 開始): the reference goes back to a chart the text describes in words.
        const before = prose.slice(0, prose.indexOf(clause) + match.index);
        if (
          language === 'zh'
            ? /圖/.test(match[0]) && CHART_IN_WORDS_ZH.test(before)
            : /^th/i.test(match[0]) && CHART_IN_WORDS_EN.test(before)
        )
          continue;
        if (drawnInText && /diagram|chart|圖表|幹葉圖/i.test(match[0]) && !/area|region|面積|區域/i.test(match[0]))
          continue;
        return `"${match[0].trim()}" (${language}) but the question shows no image`;
      }
    }
  }
  return undefined;
}

/**
 * Rule 3: an HKDSE long question is either a Section B question, several parts worth 10-13 marks in all (issue 16),
 * or a structured question of 5-8 marks (Maths Paper 1 Section A(2), M1/M2 Section A, science Paper 1B; issue 28).
 * Any other total, 9 marks included, is a problem in every subject.
 */
export const SECTION_B_MARKS = { min: 10, max: 13 } as const;
/** The marks of a structured HKDSE long question (rule 3). */
export const STRUCTURED_MARKS = { min: 5, max: 8 } as const;
/** The parts of a structured question, sub-parts not counted: an exam-fit rule, strict per subject. */
export const STRUCTURED_PARTS = { min: 2, max: 4 } as const;

export function isStructured(question: ContentQuestion): boolean {
  const marks = question.totalScore ?? 2;
  return question.type === 'long' && marks >= STRUCTURED_MARKS.min && marks <= STRUCTURED_MARKS.max;
}

/** The marks of an HKDSE long question outside both ranges: a problem in every subject (the bank has never had one). */
export function findLongMarksProblem(question: ContentQuestion): string | undefined {
  if (question.type !== 'long') return undefined;
  const marks = question.totalScore ?? 2;
  if (marks >= SECTION_B_MARKS.min && marks <= SECTION_B_MARKS.max) return undefined;
  if (isStructured(question)) return undefined;
  return `an HKDSE long question is worth ${STRUCTURED_MARKS.min}-${STRUCTURED_MARKS.max} marks (a structured question) or ${SECTION_B_MARKS.min}-${SECTION_B_MARKS.max} (a Section B question); this one ${marks}`;
}

/** A structured question's shape: 2-4 parts (sub-parts do not count), each of which carries its marks (rule 1). */
export function findStructuredShapeProblem(question: ContentQuestion): string | undefined {
  if (!isStructured(question)) return undefined;
  const parts = parseParts(question.question.en, 'en').filter((part) => !part.label.includes('('));
  if (parts.length >= STRUCTURED_PARTS.min && parts.length <= STRUCTURED_PARTS.max) return undefined;
  return `a structured (${STRUCTURED_MARKS.min}-${STRUCTURED_MARKS.max}-mark) question has ${STRUCTURED_PARTS.min}-${STRUCTURED_PARTS.max} parts; this one ${parts.length}`;
}
