import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRichText } from '../render/rich-text';
import { createTestApp } from '../test/app';
import { checkContent, formatCoverage, formatExamFitCounts } from './check';
import { findMarksProblems, findMissingPicture, parseParts } from './exam-fit';
import { loadContent } from './load';
import type { ContentQuestion } from './schema';
import { findEnglishWords } from './svg';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** Replaces the first `from` in a file of a test's copy; a `from` the file lacks is a mistake in the test. */
function replaceInFile(file: string, from: string, to: string, what: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${what} has no ${from}`);
  writeFileSync(
    file,
    text.replace(from, () => to),
  );
}

/** A private copy of the fixture content that a test may edit. */
function copyFixtures() {
  const dir = mkdtempSync(path.join(tmpdir(), 'paperwise-content-'));
  cpSync(FIXTURES, dir, { recursive: true });
  const file = path.join(dir, 'subjects', 'fx.yaml');
  return {
    dir,
    file,
    writeAsset: (name: string, text: string) => writeFileSync(path.join(dir, 'assets', 'fx', name), text),
    edit: (from: string, to: string) => replaceInFile(file, from, to, 'fixture'),
  };
}

describe('checkContent', () => {
  it('passes the fixture subject and counts its coverage', () => {
    const { problems, coverage } = checkContent([path.join(FIXTURES, 'subjects', 'fx.yaml')], FIXTURES);
    expect(problems).toEqual([]);
    expect(coverage).toEqual([
      {
        subject: 'fx',
        chapters: 1,
        mc: 3,
        short: 2,
        long: 1,
        levels: [2, 2, 2],
        notes: 1,
        belowTarget: 1,
        keyLongest: 1,
        keyShortest: 0,
        keyPairs: 2,
        sameKeyPairs: 0,
        keyLetters: { a: 1, b: 1, c: 1, d: 0 },
        figures: 1,
        structured: 0,
        structuredMin: 0,
      },
    ]);
  });

  it.each([
    [
      'two equal options',
      `b: { en: "$4$", zh: "$4$" }`,
      `b: { en: "$2$", zh: "$4$" }`,
      'options must be four different texts (en)',
    ],
    ['a missing answer', '            answer: c\n', '', 'exactly one answer'],
    [
      'a missing language',
      `question: { en: "Solve $x^2 = 9$.", zh: "Solve $x^2 = 9$.（中）" }`,
      `question: { en: "Solve $x^2 = 9$." }`,
      'question.zh',
    ],
    ['LaTeX KaTeX cannot parse', 'Solve $x^2 = 9$.', 'Solve $x^{2 = 9$.', 'LaTeX does not parse'],
    ['marks that do not add up', 'totalScore: 10', 'totalScore: 11', 'adds up to 10, totalScore is 11'],
    [
      'an HKDSE long question of 9 marks, neither structured nor Section B',
      'totalScore: 10',
      'totalScore: 9',
      'an HKDSE long question is worth 5-8 marks (a structured question) or 10-13 (a Section B question); this one 9',
    ],
    [
      'an HKDSE long question of 4 marks',
      'totalScore: 10',
      'totalScore: 4',
      'an HKDSE long question is worth 5-8 marks',
    ],
    ['overlapping grade bands', 'min: 0.5, max: 1', 'min: 0.4, max: 1', 'overlap'],
    [
      'a plain YAML value with ": " inside',
      'solution: { en: "Because.", zh: "因為。" }',
      'solution:\n              en: Since AP : PB = 2 : 1.\n              zh: 因為。',
      'Nested mappings are not allowed',
    ],
    [
      'a chapter under the minimum',
      '          - id: fx-c01-q03\n',
      '          - id: fx-c01-q03\n            deletedMarker: 1\n',
      'deletedMarker',
    ],
  ])('reports %s with its file and line', (_name, from, to, message) => {
    const fixture = copyFixtures();
    fixture.edit(from, to);
    const { problems } = checkContent([fixture.file], fixture.dir);
    expect(problems.map((p) => p.message).join('\n')).toContain(message);
    expect(problems[0]?.line).toBeGreaterThan(0);
  });

  it('reports a near-duplicate question', () => {
    const fixture = copyFixtures();
    fixture.edit(
      'Find the discriminant of $3x^2 + 2x - 1 = 0$ and state the nature of its roots.',
      'Factorise $x^2 - 5x + 6$ completely!',
    );
    const { problems } = checkContent([fixture.file], fixture.dir);
    expect(problems.map((p) => p.message)).toContainEqual(
      expect.stringContaining('fx-c01-q05 is a near-duplicate of fx-c01-q04'),
    );
  });
});

const IMAGE_EN = '![A rectangle x cm by (10 - x) cm](rectangle.svg)';
const IMAGE_ZH = '![長 x 厘米、闊 (10 - x) 厘米的長方形](rectangle.svg)';
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';

describe('checkContent: diagrams', () => {
  it.each([
    ['a missing file', IMAGE_EN, IMAGE_EN.replace('(rectangle', '(missing'), 'image missing.svg is not in'],
    ['a picture that is not an SVG', IMAGE_EN, IMAGE_EN.replace('.svg', '.png'), 'must be the name of an .svg file'],
    ['a path out of the assets', IMAGE_EN, IMAGE_EN.replace('(rectangle', '(../fx/rectangle'), 'must be the name of'],
    ['a web address', IMAGE_EN, IMAGE_EN.replace('rectangle.svg', 'https://example.com/a.svg'), 'must be the name of'],
    ['empty English alt text', IMAGE_EN, '![](rectangle.svg)', 'image rectangle.svg has no alt text (en)'],
    ['empty Chinese alt text', IMAGE_ZH, '![ ](rectangle.svg)', 'image rectangle.svg has no alt text (zh)'],
    ['English alt text in the Chinese', IMAGE_ZH, IMAGE_EN, 'the Chinese alt text has no Chinese characters'],
    ['a diagram only in English', IMAGE_ZH, '', 'image rectangle.svg is in the en text but not the zh'],
  ])('reports %s', (_name, from, to, message) => {
    const fixture = copyFixtures();
    fixture.edit(from, to);
    const { problems } = checkContent([fixture.file], fixture.dir);
    expect(problems.map((p) => p.message).join('\n')).toContain(message);
    expect(problems[0]?.line).toBeGreaterThan(0);
  });

  it.each([
    ['a script element', `${SVG_OPEN}<script>alert(1)</script></svg>`, 'contains <script>'],
    ['a namespaced script', `${SVG_OPEN}<svg:script>alert(1)</svg:script></svg>`, 'contains <svg:script>'],
    ['an event attribute', `${SVG_OPEN}<rect onload="alert(1)" width="1" height="1"/></svg>`, 'event attribute onload'],
    ['an upper-case event attribute', `${SVG_OPEN}<rect ONCLICK='x()'/></svg>`, 'event attribute ONCLICK'],
    ['an external link', `${SVG_OPEN}<a href="http://example.com"><text>x</text></a></svg>`, 'refers outside the file'],
    ['a javascript: link', `${SVG_OPEN}<a xlink:href="javascript:alert(1)"/></svg>`, 'script URL'],
    ['an external image', `${SVG_OPEN}<image href="https://example.com/a.png"/></svg>`, 'refers outside the file'],
    ['an external url() fill', `${SVG_OPEN}<rect fill="url(http://x/y#p)"/></svg>`, 'refers outside the file'],
    ['a style sheet import', `${SVG_OPEN}<style>@import url(http://x/a.css);</style></svg>`, 'loads from outside'],
    ['a foreignObject', `${SVG_OPEN}<foreignObject><div/></foreignObject></svg>`, 'contains <foreignObject>'],
    ['another root element', '<html><body/></html>', 'root element is <html>, not <svg>'],
    ['an unclosed element', `${SVG_OPEN}<g><rect/></svg>`, 'not well-formed'],
    ['a text file', 'just words', 'has no root element'],
    ['a doctype with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${SVG_OPEN}</svg>`, 'DOCTYPE'],
  ])('refuses an SVG with %s', (_name, svg, message) => {
    const fixture = copyFixtures();
    fixture.writeAsset('rectangle.svg', svg);
    const { problems } = checkContent([fixture.file], fixture.dir);
    expect(problems.map((p) => p.message).join('\n')).toContain(`image rectangle.svg ${''}`);
    expect(problems.map((p) => p.message).join('\n')).toContain(message);
  });

  it('accepts a plain SVG with inner references, comments and CDATA', () => {
    const fixture = copyFixtures();
    fixture.writeAsset(
      'rectangle.svg',
      `<?xml version="1.0"?>\n<!-- a <comment> -->\n${SVG_OPEN}<defs><linearGradient id="g"/></defs><style><![CDATA[ .a { fill: url(#g) } ]]></style><rect class="a" fill="url(#g)"/><use href="#g"/><text>1 &lt; 2</text></svg>\n`,
    );
    expect(checkContent([fixture.file], fixture.dir).problems).toEqual([]);
  });
});

const TWIN_ZH = IMAGE_ZH.replace('rectangle.svg', 'rectangle.zh.svg');
const RECTANGLE_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">';

describe('checkContent: Chinese twins of diagrams', () => {
  const imageMessages = (result: { problems: Array<{ message: string }>; warnings: Array<{ message: string }> }) => ({
    problems: result.problems.map((p) => p.message),
    warnings: result.warnings.map((w) => w.message).filter((message) => message.startsWith('image ')),
  });

  it('accepts name.zh.svg in the zh text where the en text shows name.svg', () => {
    const fixture = copyFixtures();
    fixture.writeAsset('rectangle.zh.svg', `${RECTANGLE_OPEN}<text>長方形</text><text>x cm</text></svg>`);
    fixture.edit(IMAGE_ZH, TWIN_ZH);
    expect(imageMessages(checkContent([fixture.file], fixture.dir))).toEqual({ problems: [], warnings: [] });
  });

  it.each([
    ['a twin that is not there', '', TWIN_ZH, 'image rectangle.zh.svg is not in'],
    [
      'an unsafe twin',
      `${RECTANGLE_OPEN}<script>alert(1)</script></svg>`,
      TWIN_ZH,
      'image rectangle.zh.svg contains <script>',
    ],
    [
      'a twin of another size',
      `${RECTANGLE_OPEN.replace('120"', '140"')}</svg>`,
      TWIN_ZH,
      'is not the size of rectangle.svg',
    ],
    [
      'the twin of another diagram',
      '',
      IMAGE_ZH.replace('rectangle.svg', 'square.zh.svg'),
      'image rectangle.svg is in the en text but not the zh',
    ],
  ])('reports %s', (_name, twin, zh, message) => {
    const fixture = copyFixtures();
    if (twin) fixture.writeAsset('rectangle.zh.svg', twin);
    fixture.edit(IMAGE_ZH, zh);
    const { problems } = checkContent([fixture.file], fixture.dir);
    expect(problems.map((p) => p.message).join('\n')).toContain(message);
    expect(problems[0]?.line).toBeGreaterThan(0);
  });

  it('reports a twin in the en text', () => {
    const fixture = copyFixtures();
    fixture.writeAsset('rectangle.zh.svg', `${RECTANGLE_OPEN}</svg>`);
    fixture.edit(IMAGE_EN, IMAGE_EN.replace('rectangle.svg', 'rectangle.zh.svg'));
    const { problems } = imageMessages(checkContent([fixture.file], fixture.dir));
    expect(problems).toContainEqual('image rectangle.zh.svg is a Chinese twin: the en text shows rectangle.svg');
  });

  it('warns when the zh text shows a diagram with English words in its labels, never failing the check', () => {
    const fixture = copyFixtures();
    fixture.writeAsset(
      'rectangle.svg',
      `${RECTANGLE_OPEN}<text>Length <tspan>x cm</tspan></text><text>Area</text></svg>`,
    );
    const english = imageMessages(checkContent([fixture.file], fixture.dir));
    expect(english).toEqual({
      problems: [],
      warnings: [
        'image rectangle.svg has English labels (Length, Area): draw rectangle.zh.svg with Chinese labels and show it in the zh text',
      ],
    });

    fixture.writeAsset('rectangle.zh.svg', `${RECTANGLE_OPEN}<text>Length x cm</text><text>面積</text></svg>`);
    fixture.edit(IMAGE_ZH, TWIN_ZH);
    expect(imageMessages(checkContent([fixture.file], fixture.dir)).warnings).toEqual([
      'image rectangle.zh.svg still has English labels (Length)',
    ]);

    fixture.writeAsset('rectangle.zh.svg', `${RECTANGLE_OPEN}<text>長 x cm</text><text>面積</text></svg>`);
    expect(imageMessages(checkContent([fixture.file], fixture.dir))).toEqual({ problems: [], warnings: [] });
  });
});

describe('findEnglishWords', () => {
  const svg = (...labels: string[]) =>
    `${RECTANGLE_OPEN}${labels.map((l) => `<text x="1">${l}</text>`).join('')}</svg>`;

  it('finds words in labels, inside tspans and after entities, each once', () => {
    expect(
      findEnglishWords(svg('Object', 'image <tspan font-style="italic">I</tspan>', 'air &amp; glass', 'Day', 'air')),
    ).toEqual(['Object', 'image', 'air', 'glass', 'Day']);
    expect(findEnglishWords(svg('not to scale'))).toEqual(['not', 'scale']);
  });

  it('passes symbols, numbers, units, functions, variable names and labels that carry Chinese', () => {
    expect(
      findEnglishWords(
        svg(
          '10 cm',
          't / min',
          'V / dm³ min⁻¹',
          'p / kPa',
          '5.0 MeV',
          'y = sin x',
          'log₄ y',
          'MC',
          'LRAS',
          'Pmax = 50',
          'Pw + t',
          'II',
          'CuSO₄(aq)',
          'Frog / 青蛙',
          'c / mol dm⁻³',
        ),
      ),
    ).toEqual([]);
    expect(findEnglishWords('<svg><!-- <text>comment</text> --><title>A lens</title></svg>')).toEqual([]);
  });
});

describe('checkContent: per-chapter target and answer patterns', () => {
  it('lists a chapter under the HKDSE target as a shortfall, a problem only when strict', () => {
    const file = path.join(FIXTURES, 'subjects', 'fx.yaml');
    const loose = checkContent([file], FIXTURES);
    expect(loose.problems).toEqual([]);
    expect(loose.shortfalls).toHaveLength(1);
    expect(loose.shortfalls[0]!.message).toContain('fx-c01 has 6 questions (3 mc, 2 short, 1 long)');
    expect(loose.shortfalls[0]!.message).toContain('target is 20 with at least 10 mc, 6 short, 4 long');
    expect(loose.shortfalls[0]!.line).toBeGreaterThan(0);
    const strict = checkContent([file], FIXTURES, { strict: true });
    expect(strict.problems.map((p) => p.message)).toEqual([loose.shortfalls[0]!.message]);
  });

  it('holds a primary chapter to 15 questions', () => {
    const fixture = copyFixtures();
    fixture.edit('category: hkdse', 'category: primary');
    const { shortfalls } = checkContent([fixture.file], fixture.dir);
    expect(shortfalls[0]!.message).toContain('the primary target is 15');
  });

  it('counts no shortfall for a chapter that reaches the target', () => {
    const fixture = copyFixtures();
    fixture.edit('category: hkdse', 'category: primary');
    // Nine more short questions, each about a different word, so none is a near-duplicate of another.
    const words = ['harbour', 'typhoon', 'dumpling', 'lantern', 'mahjong', 'junk boat', 'tram', 'egg tart', 'ferry'];
    const extra = words
      .map(
        (word, n) => `          - id: fx-c01-q${n + 10}
            type: short
            level: ${(n % 3) + 1}
            question: { en: "Write the word ${word} ${word} ${word}.", zh: "寫出「${word}」。" }
            solution: { en: "${word}", zh: "${word}" }
            marking:
              - { marks: 2, en: Spelling, zh: 串法 }
`,
      )
      .join('');
    writeFileSync(fixture.file, readFileSync(fixture.file, 'utf8') + extra);
    const { problems, shortfalls, coverage } = checkContent([fixture.file], fixture.dir, { strict: true });
    expect(problems).toEqual([]);
    expect(coverage[0]!.mc + coverage[0]!.short + coverage[0]!.long).toBe(15);
    expect(shortfalls).toEqual([]);
    expect(coverage[0]!.belowTarget).toBe(0);
  });

  it('warns about each cue figure outside its range, never failing the check', () => {
    const fixture = copyFixtures();
    const { warnings, problems } = checkContent([fixture.file], fixture.dir);
    expect(problems).toEqual([]);
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringContaining('the key is the unique longest option in 1 of 3 mc questions (33%, aim 20-30%)'),
      expect.stringContaining('the key is the unique shortest option in 0 of 3 mc questions (0%, aim 20-30%)'),
      expect.stringContaining('share their key in 0 of 2 pairs (0%, aim 18-32%; chance is 25%)'),
      expect.stringContaining('a is the key of 1 of 3 mc questions (33%, each letter aim 20-30%)'),
    ]);
    fixture.edit(`a: { en: '$\\pm 3$', zh: '$\\pm 3$' }`, `a: { en: '$3$ or $-3$', zh: '$3$ 或 $-3$' }`);
    fixture.edit(`d: { en: "$81$", zh: "$81$" }`, `d: { en: "$81$ or $-81$", zh: "$81$ 或 $-81$" }`);
    const fixed = checkContent([fixture.file], fixture.dir);
    expect(fixed.coverage[0]!.keyLongest).toBe(0);
    expect(fixed.warnings.map((w) => w.message)[0]).toContain('the key is the unique longest option in 0 of 3');
  });

  it('counts the unique shortest key, consecutive keys and key letters in file order', () => {
    const fixture = copyFixtures();
    // q02's key $4$ becomes the unique shortest once the others are longer; q03's key moves to b, after q02's b.
    fixture.edit('a: { en: "$2$", zh: "$2$" }', 'a: { en: "$2.0$", zh: "$2.0$" }');
    fixture.edit('c: { en: "$8$", zh: "$8$" }', 'c: { en: "$8.0$", zh: "$8.0$" }');
    fixture.edit('d: { en: "$16$", zh: "$16$" }', 'd: { en: "$16.0$", zh: "$16.0$" }');
    fixture.edit(
      'a: { en: "$-3$", zh: "$-3$" }\n              b: { en: "$6$", zh: "$6$" }\n              c: { en: "$3$", zh: "$3$" }',
      'a: { en: "$-3$", zh: "$-3$" }\n              b: { en: "$3$", zh: "$3$" }\n              c: { en: "$6$", zh: "$6$" }',
    );
    fixture.edit('            answer: c\n', '            answer: b\n');
    const { coverage, problems } = checkContent([fixture.file], fixture.dir);
    expect(problems).toEqual([]);
    expect(coverage[0]).toMatchObject({
      keyShortest: 1,
      keyPairs: 2,
      sameKeyPairs: 1,
      keyLetters: { a: 1, b: 2, c: 0, d: 0 },
    });
  });

  it('warns when a subject is under its figure target or a chapter under its structured-question target', () => {
    const fixture = copyFixtures();
    fixture.edit('id: fx\n', 'id: hkdse-physics\n');
    const { warnings } = checkContent([fixture.file], fixture.dir);
    const messages = warnings.map((w) => w.message).join('\n');
    expect(messages).toContain('hkdse-physics: 1 of 6 questions have a figure (17%); the target is 20% (2)');
    expect(messages).toContain(
      'hkdse-physics: 1 of 1 chapters have fewer than 5 structured (5-8-mark long) questions (fewest 0): fx-c01 (0)',
    );
  });
});

describe('loadContent', () => {
  it('loads the catalogue and the questions, approved and published', async () => {
    const { app } = await createTestApp();
    const summary = await loadContent(app.db, FIXTURES);
    expect(summary).toMatchObject({ subjects: 1, chapters: 1, questionsAdded: 6 });
    const questions = await app.db
      .selectFrom('questions')
      .select(['id', 'approved', 'solutionEn', 'totalScore'])
      .where('subjectId', '=', 'fx')
      .orderBy('id')
      .execute();
    expect(questions).toHaveLength(6);
    expect(questions.every((q) => q.approved === 1)).toBe(true);
    expect(questions[5]).toMatchObject({ totalScore: 10 });
    expect(questions[5]!.solutionEn).toContain('**Marking scheme**');
    expect(questions[5]!.solutionEn).toContain('- Answer (9 marks)');
  });

  it("keeps a Chinese twin in the zh text only, and the server serves the bank's twins", async () => {
    const { app } = await createTestApp();
    const fixture = copyFixtures();
    fixture.writeAsset('rectangle.zh.svg', `${RECTANGLE_OPEN}<text>長方形</text></svg>`);
    fixture.edit(IMAGE_ZH, TWIN_ZH);
    await loadContent(app.db, fixture.dir);
    const row = await app.db
      .selectFrom('questions')
      .select(['questionEn', 'questionZh'])
      .where('id', '=', 'fx-c01-q06')
      .executeTakeFirstOrThrow();
    expect(row.questionEn).toContain('](rectangle.svg)');
    expect(row.questionZh).toContain('](rectangle.zh.svg)');
    expect(renderRichText(row.questionZh, { assetBase: '/content-assets/fx/' })).toContain(
      'src="/content-assets/fx/rectangle.zh.svg"',
    );
    const twin = await app.inject({ method: 'GET', url: '/content-assets/hkdse-physics/lens-object-screen.zh.svg' });
    expect(twin.statusCode).toBe(200);
    expect(twin.headers['content-type']).toContain('image/svg+xml');
    expect(twin.body).toContain('>透鏡</text>');
  });

  it('is idempotent: a second load adds and changes nothing', async () => {
    const { app } = await createTestApp();
    await loadContent(app.db, FIXTURES);
    const again = await loadContent(app.db, FIXTURES);
    expect(again).toMatchObject({ questionsAdded: 0, questionsUpdated: 0, questionsKept: 6 });
    const count = await app.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(6);
  });

  it('updates changed questions but never one edited in the app, and never removes one', async () => {
    const { app } = await createTestApp();
    const fixture = copyFixtures();
    await loadContent(app.db, fixture.dir);
    await app.db
      .updateTable('questions')
      .set({ questionEn: 'Edited by an admin', editedAt: Date.now() })
      .where('id', '=', 'fx-c01-q02')
      .execute();
    await app.db.updateTable('subjects').set({ published: 0 }).where('id', '=', 'fx').execute();

    fixture.edit('Solve $x^2 = 9$.', 'Solve $x^2 = 16$.');
    fixture.edit('Which value of $k$', 'Which number $k$');
    const text = readFileSync(fixture.file, 'utf8');
    writeFileSync(fixture.file, text.replace(/ {10}- id: fx-c01-q03[\s\S]*?(?= {10}- id: fx-c01-q04)/, ''));

    const summary = await loadContent(app.db, fixture.dir);
    expect(summary).toMatchObject({
      questionsAdded: 0,
      questionsUpdated: 1,
      questionsSkippedEdited: 1,
      questionsKept: 3,
    });
    const rows = await app.db.selectFrom('questions').select(['id', 'questionEn']).orderBy('id').execute();
    expect(rows.map((r) => r.id)).toContain('fx-c01-q03');
    expect(rows.find((r) => r.id === 'fx-c01-q01')?.questionEn).toBe('Solve $x^2 = 16$.');
    expect(rows.find((r) => r.id === 'fx-c01-q02')?.questionEn).toBe('Edited by an admin');
    const subject = await app.db
      .selectFrom('subjects')
      .select('published')
      .where('id', '=', 'fx')
      .executeTakeFirstOrThrow();
    expect(subject.published).toBe(0);
  });
});

describe('countEnglishWords', () => {
  it('counts prose around formulae and money', async () => {
    const { countEnglishWords } = await import('./text-rules');
    expect(countEnglishWords('A pen costs HK\\$5 and a book HK\\$40 in total.')).toBe(10);
    expect(countEnglishWords('Solve $x^2 = 4$ for $x$ now')).toBe(3);
  });
});

describe('loadContent and edits made in the app', () => {
  it('keeps chapter notes and titles that an admin edited', async () => {
    const { app } = await createTestApp();
    const fixture = copyFixtures();
    await loadContent(app.db, fixture.dir);
    await app.db
      .updateTable('chapters')
      .set({ notesEn: '<p>Rewritten by the team</p>', titleEn: 'Quadratics', editedAt: Date.now() })
      .where('id', '=', 'fx-c01')
      .execute();
    fixture.edit(
      'title: { en: Quadratic Equations, zh: 二次方程 }',
      'title: { en: Quadratic Equations (new), zh: 二次方程 }',
    );
    await loadContent(app.db, fixture.dir);
    const chapter = await app.db
      .selectFrom('chapters')
      .select(['titleEn', 'notesEn'])
      .where('id', '=', 'fx-c01')
      .executeTakeFirstOrThrow();
    expect(chapter).toEqual({ titleEn: 'Quadratics', notesEn: '<p>Rewritten by the team</p>' });
  });
});

describe('loadContent after an edit through the admin API', () => {
  it('keeps a chapter title a super-admin changed on the chapters page', async () => {
    const { app, make, call } = await createTestApp();
    const fixture = copyFixtures();
    await loadContent(app.db, fixture.dir);
    const superAdmin = await make.user('super-admin');
    const res = await call(superAdmin, 'PATCH', '/api/admin/chapters/fx-c01', {
      title: { en: 'Quadratics', zh: '二次方程' },
    });
    expect(res.statusCode).toBe(200);
    await loadContent(app.db, fixture.dir);
    const chapter = await app.db
      .selectFrom('chapters')
      .select('titleEn')
      .where('id', '=', 'fx-c01')
      .executeTakeFirstOrThrow();
    expect(chapter.titleEn).toBe('Quadratics');
  });
});

/** A written question for the exam-fit rules: its text in both languages and its marking points' prefixes. */
function written(
  en: string,
  zh: string,
  totalScore: number,
  marking: Array<[number, string]> = [[totalScore, 'Answer']],
): ContentQuestion {
  return {
    id: 'fx-c01-q09',
    type: 'long',
    level: 2,
    totalScore,
    question: { en, zh },
    solution: { en: 'Worked.', zh: '解答。' },
    marking: marking.map(([marks, text]) => ({ marks, en: text, zh: text })),
  };
}

describe('exam fit, rule 1: marks on every part', () => {
  it('reads parts, sub-parts and their labels', () => {
    expect(
      parseParts('Stem.\n(a) Find $x$. (2 marks)\n(b) (i) Show it. (1 mark)\n(ii) Hence find $y$. (3 marks)', 'en'),
    ).toEqual([
      { label: 'a', leaf: true, marks: 2, labelText: '(2 marks)' },
      { label: 'b', leaf: false },
      { label: 'b(i)', leaf: true, marks: 1, labelText: '(1 mark)' },
      { label: 'b(ii)', leaf: true, marks: 3, labelText: '(3 marks)' },
    ]);
    expect(
      parseParts('(a) 求 $x$。（2 分）\n(b)(i)「甲」（1分）(ii) 乙。（3 分）', 'zh').map((p) => [p.label, p.marks]),
    ).toEqual([
      ['a', 2],
      ['b', undefined],
      ['b(i)', 1],
      ['b(ii)', 3],
    ]);
    // Parts on one line, and letters inside a sentence (not at the start of a line: no parts).
    expect(parseParts('Express it\n(a) in metres (1 mark); (b) in AU. (1 mark)', 'en').map((p) => p.marks)).toEqual([
      1, 1,
    ]);
    expect(parseParts('Find the points on the graphs of (a) $y = f(x)$, (b) $y = -f(x)$.', 'en')).toEqual([]);
    expect(parseParts('(i) 基因和 (ii) 等位基因分別是甚麼意思？', 'zh')).toEqual([]);
  });

  it('accepts labelled parts that add up, with per-part marking points', () => {
    const question = written(
      '(a) Find $x$. (2 marks)\n(b) Find $y$.\n![A graph](g.svg)\n(3 marks)',
      '(a) 求 $x$。（2 分）\n(b) 求 $y$。（3 分）',
      5,
      [
        [1, '(a) Method'],
        [1, '(a) Answer'],
        [3, '(b) Answer'],
      ],
    );
    expect(findMarksProblems(question)).toEqual([]);
    expect(findMarksProblems(written('Find $x$.', '求 $x$。', 3))).toEqual([]);
  });

  it.each([
    [
      'a part without a label',
      '(a) Find $x$. (2 marks)\n(b) Find $y$.',
      '(a) 求。（2 分）\n(b) 求。',
      5,
      '(b) has no marks label (en',
    ],
    [
      'labels that do not add up',
      '(a) A. (2 marks)\n(b) B. (2 marks)',
      '(a) 甲。（2 分）\n(b) 乙。（2 分）',
      5,
      'the part marks add up to 4, totalScore is 5 (en, zh)',
    ],
    [
      'languages that differ',
      '(a) A. (2 marks)\n(b) B. (3 marks)',
      '(a) 甲。（3 分）\n(b) 乙。（2 分）',
      5,
      'parts and marks differ between English [(a)2 (b)3] and Chinese [(a)3 (b)2]',
    ],
    [
      'a Chinese label without its space',
      '(a) A. (2 marks)\n(b) B. (3 marks)',
      '(a) 甲。（2分）\n(b) 乙。（3 分）',
      5,
      '(a) writes （2分）; write （2 分）',
    ],
    [
      'an English label of the wrong number',
      '(a) A. (1 marks)\n(b) B. (4 marks)',
      '(a) 甲。（1 分）\n(b) 乙。（4 分）',
      5,
      '(a) writes (1 marks); write (1 mark)',
    ],
    [
      'a sub-part without a label',
      '(a) (i) A.\n(ii) B. (2 marks)\n(b) C. (3 marks)',
      '(a) (i) 甲。\n(ii) 乙。（2 分）\n(b) 丙。（3 分）',
      5,
      '(a)(i) has no marks label',
    ],
    [
      'a labelled part whose sub-parts say otherwise',
      '(a) A. (3 marks)\n(i) B. (1 mark)\n(ii) C. (1 mark)\n(b) D. (2 marks)',
      '(a) 甲。（3 分）\n(i) 乙。（1 分）\n(ii) 丙。（1 分）\n(b) 丁。（2 分）',
      4,
      'the sub-parts of (a) add up to 2, its label says 3 (en, zh)',
    ],
  ])('reports %s', (_name, en, zh, total, message) => {
    expect(findMarksProblems(written(en, zh, total)).join('\n')).toContain(message);
  });

  it('checks prefixed marking points against the marks of their part', () => {
    const en = '(a) (i) A. (1 mark)\n(ii) B. (2 marks)\n(b) C. (2 marks)';
    const zh = '(a) (i) 甲。（1 分）\n(ii) 乙。（2 分）\n(b) 丙。（2 分）';
    const good = written(en, zh, 5, [
      [1, '(a)(i) A'],
      [2, '(a)(ii) B'],
      [2, '(b) C'],
    ]);
    expect(findMarksProblems(good)).toEqual([]);
    const problems = findMarksProblems(
      written(en, zh, 5, [
        [2, '(a)(i) A'],
        [1, '(a)(ii) B'],
        [1, '(b) C'],
        [1, '(c) D'],
      ]),
    );
    expect(problems).toEqual([
      'the marking points of (a)(i) add up to 2, the part is worth 1',
      'the marking points of (a)(ii) add up to 1, the part is worth 2',
      'the marking points of (b) add up to 1, the part is worth 2',
      'a marking point names (c), which is not a part of the question',
    ]);
    // Points without a part prefix are not checked per part.
    expect(findMarksProblems(written(en, zh, 5, [[5, 'Whole answer']]))).toEqual([]);
  });
});

/** An MC question with a stem and one option in each language. */
function mc(en: string, zh: string, option = { en: 'two', zh: '二' }): ContentQuestion {
  return {
    id: 'fx-c01-q10',
    type: 'mc',
    level: 1,
    question: { en, zh },
    options: { a: option, b: { en: 'b', zh: '乙' }, c: { en: 'c', zh: '丙' }, d: { en: 'd', zh: '丁' } },
    answer: 'a',
    solution: { en: 'Because.', zh: '因為。' },
  };
}

describe('exam fit, rule 2: every stem stands alone', () => {
  it.each([
    // hkdse-economics-e2-c02-q03 and -q02: a tariff diagram they did not show
    [
      'areas of a diagram',
      'In the tariff diagram (areas A, B, C and D), the deadweight loss is',
      '在關稅圖中，無謂損失是',
      'In the tariff diagram',
    ],
    [
      'an area in an option only',
      'Under the quota,',
      '在配額下',
      'area C',
      { en: 'licence holders gain area C', zh: '牌照持有人得到面積 C' },
    ],
    [
      'a graph that has been drawn',
      'The graph of $y = x^2 - 2x - 3$ has been drawn. Using the graph, solve',
      '$y = x^2$ 的圖像已繪畫。',
      'has been drawn',
    ],
    ['the figure below', 'In the figure below, $AB = 5$ cm. Find $BC$.', '在下圖中，$AB = 5$ 厘米。', 'In the figure'],
    ['a shaded region', 'Find the area of the shaded region.', '求陰影部分的面積。', 'the shaded region'],
    ['Chinese only', 'Find $BC$.', '如圖所示，求 $BC$。', '如圖'],
    ['a photomicrograph', 'Identify X in the photomicrograph.', '辨認顯微照片中的 X。', 'in the photomicrograph'],
    ['a circuit shown', 'Find the current in the circuit shown.', '求電路中的電流。', 'the circuit shown'],
    ['this food web', 'In this food web, which is the producer?', '在這個食物網中，哪一種是生產者？', 'this food web'],
    ['a bar chart to use', 'Use the bar chart of books borrowed in May.', '根據棒形圖作答。', 'Use the bar chart'],
    ['areas without a diagram named', 'Which of areas B and D is the deadweight loss?', '面積 B 和 D', 'areas B'],
    ['所示 in Chinese only', 'Find the current.', '求如圖所示電路中的電流。', '如圖'],
  ])('reports %s', (_name, en, zh, phrase, option?: { en: string; zh: string }) => {
    expect(findMissingPicture(mc(en, zh, option))).toContain(`"${phrase}"`);
  });

  it.each([
    [
      'a graph the student draws',
      '(b) Draw a graph of $V$ against $I$ and find its gradient.',
      '(b) 繪畫 $V$ 對 $I$ 的線圖。',
    ],
    [
      'a diagram the student uses',
      'With the aid of a diagram, explain the effect of a tariff.',
      '試以圖解釋關稅的影響。',
    ],
    [
      'the graph of a function',
      'Find the vertex of the graph of $y = x^2 - 4x$. Find the axis of the graph.',
      '求 $y = x^2 - 4x$ 的圖像的頂點。',
    ],
    [
      'a chart described in words',
      'In a pie chart of the results, the sector for bus is $126^\\circ$.',
      '在一幅顯示結果的圓形圖中，「巴士」的扇形為 $126^\\circ$。',
    ],
    [
      'a chart the text names, then refers to',
      'A bar chart shows sales; its axis starts at 10.',
      '以棒形圖顯示銷量，而圖中縱軸由 10 開始。',
    ],
    [
      'a stem-and-leaf diagram drawn as a table',
      'The stem-and-leaf diagram shows the data.\n\n| Stem | Leaf |\n|---|---|\n| 1 | 2 3 |',
      '幹葉圖顯示數據。',
    ],
    [
      'a quantity $A$, a map and a library',
      'A circle has area $A$. On the map the park is 3 cm². She is in the library.',
      '圓的面積為 $A$。她在圖書館。',
    ],
    [
      'a method for a graph',
      'Explain how you would find the rate at 30 s from the graph.',
      '解釋你會如何從圖線求出速率。',
    ],
    [
      'a number shown on a die, a table shown, these figures',
      'The number shown is even. The results are shown below.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nHow do these figures support it? State why this figure is an estimate.',
      '所得的數是偶數。表中所示的轉變。',
    ],
    [
      'this chart, after a chart in words',
      'A magazine shows it in a bar chart whose axis starts at 10. Explain how this chart may mislead.',
      '雜誌以棒形圖顯示，而圖中縱軸由 10 開始。',
    ],
  ])('does not report %s', (_name, en, zh) => {
    expect(findMissingPicture(mc(en, zh))).toBeUndefined();
  });

  it('accepts a reference when the question shows an image', () => {
    const question = mc('In the figure below, find $x$.\n![A triangle](t.svg)', '在下圖中，求 $x$。\n![三角形](t.svg)');
    expect(findMissingPicture(question)).toBeUndefined();
  });
});

describe('exam fit in content:check', () => {
  const parted = (label: string, labelZh = '') =>
    `question:\n              en: |\n                A rectangle has perimeter 20 cm and area 21 cm².\n                (a) Form a quadratic equation. (3 marks)\n                (b) Find its sides.${label}\n                ![A rectangle x cm by (10 - x) cm](rectangle.svg)\n              zh: |\n                長方形周界 20 厘米，面積 21 厘米²。\n                (a) 列出二次方程。（3 分）\n                (b) 求各邊。${labelZh}\n                ![長 x 厘米、闊 (10 - x) 厘米的長方形](rectangle.svg)`;
  const original = `question:
              {
                en: "A rectangle has perimeter 20 cm and area 21 cm². Form a quadratic equation and find its sides. ![A rectangle x cm by (10 - x) cm](rectangle.svg)",
                zh: "A rectangle has perimeter 20 cm and area 21 cm². Form a quadratic equation and find its sides.（中） ![長 x 厘米、闊 (10 - x) 厘米的長方形](rectangle.svg)",
              }`;

  it('counts findings per subject and rule as warnings, problems only for a strict subject', () => {
    const fixture = copyFixtures();
    fixture.edit(original, parted(''));
    fixture.edit('Solve $x^2 = 9$.', 'Solve $x^2 = 9$ for the shaded region.');
    const loose = checkContent([fixture.file], fixture.dir);
    expect(loose.problems).toEqual([]);
    expect(loose.examFit.map((f) => [f.rule, f.message])).toEqual([
      [2, expect.stringContaining('fx-c01-q01: "the shaded region" (en) but the question shows no image')],
      [
        1,
        expect.stringContaining('fx-c01-q06: (b) has no marks label (en, zh); end each part with (2 marks) / （2 分）'),
      ],
    ]);
    expect(loose.examFit[0]!.line).toBeGreaterThan(0);
    expect(formatExamFitCounts(loose.examFit, ['fx'])).toBe(
      'fx  rule 1 (marks on every part) 1, rule 2 (every stem stands alone) 1, rule 3 (structured question shape) 0  [warnings]',
    );
    const strict = checkContent([fixture.file], fixture.dir, { strictExamFit: new Set(['fx']) });
    expect(strict.problems.map((p) => p.message)).toEqual(loose.examFit.map((f) => f.message));
    fixture.edit('(b) Find its sides.', '(b) Find its sides. (7 marks)');
    fixture.edit('(b) 求各邊。', '(b) 求各邊。（7 分）');
    fixture.edit('Solve $x^2 = 9$ for the shaded region.', 'Solve $x^2 = 9$.');
    expect(checkContent([fixture.file], fixture.dir, { strictExamFit: new Set(['fx']) }).problems).toEqual([]);
  });

  it('accepts a structured question of 5-8 marks in 2-4 parts and counts it per chapter', () => {
    const fixture = copyFixtures();
    fixture.edit(original, parted(' (3 marks)', '（3 分）'));
    fixture.edit('totalScore: 10', 'totalScore: 6');
    fixture.edit('- { marks: 9, en: Answer, zh: 答案 }', '- { marks: 5, en: Answer, zh: 答案 }');
    const { problems, examFit, coverage } = checkContent([fixture.file], fixture.dir, {
      strictExamFit: new Set(['fx']),
    });
    expect(problems).toEqual([]);
    expect(examFit).toEqual([]);
    expect(coverage[0]).toMatchObject({ structured: 1, structuredMin: 1 });
    expect(formatCoverage(coverage).split('\n')[0]).toContain('figures');
  });

  it('reports a structured question that is not in 2-4 parts', () => {
    const fixture = copyFixtures();
    fixture.edit('totalScore: 10', 'totalScore: 6');
    fixture.edit('- { marks: 9, en: Answer, zh: 答案 }', '- { marks: 5, en: Answer, zh: 答案 }');
    const { examFit } = checkContent([fixture.file], fixture.dir);
    expect(examFit.map((f) => [f.rule, f.message])).toEqual([
      [3, 'fx-c01-q06: a structured (5-8-mark) question has 2-4 parts; this one 0'],
    ]);
  });
});

describe('content/retired.yaml', () => {
  /** The fixture with a second section and chapter holding one question, which a test may retire. */
  function fixtureWithElective() {
    const fixture = copyFixtures();
    const text = readFileSync(fixture.file, 'utf8');
    const elective = `  - id: fx-s2
    title: { en: Elective, zh: 選修 }
    chapters:
      - id: fx-e1-c01
        chapterNo: E1
        title: { en: Old Elective, zh: 舊選修 }
        questions:
          - id: fx-e1-c01-q01
            type: mc
            level: 1
            question: { en: "Pick the prime.", zh: "選出質數。" }
            options:
              a: { en: "$7$", zh: "$7$" }
              b: { en: "$8$", zh: "$8$" }
              c: { en: "$9$", zh: "$9$" }
              d: { en: "$10$", zh: "$10$" }
            answer: a
            solution: { en: "Seven.", zh: "七。" }
`;
    writeFileSync(fixture.file, `${text.trimEnd()}\n${elective}`);
    const retire = (yaml: string) => writeFileSync(path.join(fixture.dir, 'retired.yaml'), yaml);
    const removeElective = () =>
      writeFileSync(
        fixture.file,
        readFileSync(fixture.file, 'utf8').replace(elective, () => ''),
      );
    return { ...fixture, retire, removeElective };
  }

  it('reads an empty or missing file as nothing retired', () => {
    const fixture = copyFixtures();
    expect(checkContent([fixture.file], fixture.dir).retired).toEqual({ sections: [], chapters: [], questions: [] });
    writeFileSync(path.join(fixture.dir, 'retired.yaml'), '# nothing yet\n');
    const { problems, retired } = checkContent([fixture.file], fixture.dir);
    expect(problems).toEqual([]);
    expect(retired).toEqual({ sections: [], chapters: [], questions: [] });
  });

  it('reports a retired id that a subject file still holds, an id retired twice and a bad key', () => {
    const fixture = fixtureWithElective();
    fixture.retire('chapters: [fx-e1-c01]\nquestions:\n  - fx-c01-q03\n  - fx-c01-q03\n');
    const { problems } = checkContent([fixture.file], fixture.dir);
    const retiredProblems = problems.filter((p) => p.file.endsWith('retired.yaml'));
    expect(retiredProblems.map((p) => [p.line, p.message])).toEqual([
      [1, expect.stringMatching(/^fx-e1-c01 is retired but .*fx\.yaml still has it/)],
      [3, expect.stringMatching(/^fx-c01-q03 is retired but .*fx\.yaml still has it/)],
      [4, 'fx-c01-q03 is retired twice'],
      [4, expect.stringMatching(/^fx-c01-q03 is retired but/)],
    ]);
    fixture.retire('subjects: [fx]\n');
    const bad = checkContent([fixture.file], fixture.dir).problems.filter((p) => p.file.endsWith('retired.yaml'));
    expect(bad.map((p) => p.message)).toEqual([expect.stringContaining('Unrecognized key')]);
  });

  it('unpublishes retired sections and chapters and stops drawing retired questions, keeping every row', async () => {
    const { app } = await createTestApp();
    const fixture = fixtureWithElective();
    await loadContent(app.db, fixture.dir);
    const { listCandidateQuestions } = await import('../modules/papers/queries');
    const drawable = async (chapter: string) =>
      (await listCandidateQuestions(app.db, [chapter], 'mc')).map((row) => row.id).sort();
    expect(await drawable('fx-e1-c01')).toEqual(['fx-e1-c01-q01']);
    expect(await drawable('fx-c01')).toEqual(['fx-c01-q01', 'fx-c01-q02', 'fx-c01-q03']);

    // The elective goes (its one question with it, though retired.yaml does not name it), and so does q03.
    fixture.removeElective();
    const text = readFileSync(fixture.file, 'utf8');
    writeFileSync(fixture.file, text.replace(/ {10}- id: fx-c01-q03[\s\S]*?(?= {10}- id: fx-c01-q04)/, ''));
    fixture.retire('sections: [fx-s2]\nchapters: [fx-e1-c01]\nquestions: [fx-c01-q03]\n');
    expect(checkContent([fixture.file], fixture.dir).problems.map((p) => p.message)).toEqual([
      expect.stringContaining('chapter fx-c01 has 5 questions (2 mc'),
    ]);
    const summary = await loadContent(app.db, fixture.dir);
    expect(summary.retired).toEqual({ sections: 1, chapters: 1, questions: 2 });
    expect(await drawable('fx-e1-c01')).toEqual([]);
    expect(await drawable('fx-c01')).toEqual(['fx-c01-q01', 'fx-c01-q02']);
    const questions = await app.db
      .selectFrom('questions')
      .select(['id', 'deleted'])
      .where('id', 'in', ['fx-c01-q03', 'fx-e1-c01-q01'])
      .orderBy('id')
      .execute();
    expect(questions).toEqual([
      { id: 'fx-c01-q03', deleted: 1 },
      { id: 'fx-e1-c01-q01', deleted: 1 },
    ]);
    const catalogue = await Promise.all([
      app.db
        .selectFrom('sections')
        .select(['published', 'deleted'])
        .where('id', '=', 'fx-s2')
        .executeTakeFirstOrThrow(),
      app.db
        .selectFrom('chapters')
        .select(['published', 'deleted'])
        .where('id', '=', 'fx-e1-c01')
        .executeTakeFirstOrThrow(),
      app.db.selectFrom('sections').select('published').where('id', '=', 'fx-s1').executeTakeFirstOrThrow(),
    ]);
    expect(catalogue).toEqual([{ published: 0, deleted: 0 }, { published: 0, deleted: 0 }, { published: 1 }]);
    // Idempotent: nothing more to retire.
    expect((await loadContent(app.db, fixture.dir)).retired).toEqual({ sections: 0, chapters: 0, questions: 0 });
  });

  it('refuses to load when a retired id is still in a subject file', async () => {
    const { app } = await createTestApp();
    const fixture = fixtureWithElective();
    fixture.retire('questions: [fx-e1-c01-q01]\n');
    await expect(loadContent(app.db, fixture.dir)).rejects.toThrow('fx-e1-c01-q01 is retired but');
  });
});

describe('mock-paper blueprints (content/blueprints)', () => {
  const BLUEPRINT = `subject: fx
paper: paper1
title: { en: Fixture Paper 1, zh: 測試試卷一 }
source: { name: "HKEAA, Assessment Framework, Fixture Maths", year: 2026 }
durationMinutes: 60
totalMarks: 13
sections:
  - id: a
    title: { en: Section A, zh: 甲部 }
    format: mc
    types: [mc]
    marks: 3
    questions: 3
    marksPerQuestion: { min: 1, max: 1 }
  - id: b
    title: { en: Section B, zh: 乙部 }
    format: written
    types: [long]
    marks: 10
    questions: 1
    marksPerQuestion: { min: 10, max: 13 }
`;
  function withBlueprint(text = BLUEPRINT, name = 'fx-paper1.yaml') {
    const fixture = copyFixtures();
    mkdirSync(path.join(fixture.dir, 'blueprints'));
    const file = path.join(fixture.dir, 'blueprints', name);
    writeFileSync(file, text);
    return {
      ...fixture,
      check: () => checkContent([fixture.file], fixture.dir),
      editBlueprint: (from: string, to: string) => replaceInFile(file, from, to, 'blueprint'),
    };
  }

  it('accepts a blueprint and prints a line with what the bank holds for each section', () => {
    const { problems, warnings, blueprints } = withBlueprint().check();
    expect(problems).toEqual([]);
    expect(blueprints).toEqual([
      'fx-paper1: 60 min, 13 marks = a 3 (3 × mc 1, bank 3) + b 10 (1 × long 10-13, bank 1)',
    ]);
    expect(warnings.map((w) => w.message).join('\n')).not.toContain('fx-paper1');
  });

  it.each([
    [
      'sections that do not add up',
      'totalMarks: 13',
      'totalMarks: 14',
      'the sections add up to 13 marks, totalMarks is 14',
    ],
    ['an unknown subject', 'subject: fx', 'subject: fy', 'the file of blueprint fy-paper1 is named fy-paper1.yaml'],
    ['an mc section with more questions than marks', 'questions: 3', 'questions: 4', 'one question per mark (3)'],
    [
      'an mc question worth 2',
      'marksPerQuestion: { min: 1, max: 1 }',
      'marksPerQuestion: { min: 2, max: 2 }',
      'an mc question is worth 1 mark',
    ],
    ['a written section drawing mc', 'types: [long]', 'types: [long, mc]', 'a written section draws no mc questions'],
    [
      'marks a long question never carries',
      'marksPerQuestion: { min: 10, max: 13 }',
      'marksPerQuestion: { min: 9, max: 9 }',
      'a long question of the bank is never worth 9-9 marks (5-8 or 10-13)',
    ],
    [
      'questions that cannot make the marks',
      'questions: 1\n',
      'questions: { min: 2, max: 3 }\n',
      '2-3 questions of 10-13 marks cannot make 10 marks',
    ],
    [
      'an elective part the subject lacks',
      'types: [long]',
      'types: [long]\n    part: elective',
      'fx has no elective sections',
    ],
    ['no source', 'source: { name: "HKEAA, Assessment Framework, Fixture Maths", year: 2026 }\n', '', 'source'],
  ])('reports %s', (_name, from, to, message) => {
    const fixture = withBlueprint();
    fixture.editBlueprint(from, to);
    const { problems } = fixture.check();
    expect(problems.map((p) => p.message).join('\n')).toContain(message);
    expect(problems[0]!.file).toContain('blueprints');
    expect(problems[0]!.line).toBeGreaterThan(0);
  });

  it('reports a subject with no subject file', () => {
    const fixture = withBlueprint(BLUEPRINT.replace('subject: fx', 'subject: fy'), 'fy-paper1.yaml');
    expect(fixture.check().problems.map((p) => p.message)).toEqual(['fy-paper1: no subject fy']);
  });

  it('warns when the bank holds fewer questions than a section may need', () => {
    const fixture = withBlueprint();
    fixture.editBlueprint('marks: 10\n    questions: 1', 'marks: 20\n    questions: 2');
    fixture.editBlueprint('totalMarks: 13', 'totalMarks: 23');
    const { problems, warnings, blueprints } = fixture.check();
    expect(problems).toEqual([]);
    expect(blueprints[0]).toContain('b 20 (2 × long 10-13, bank 1 !)');
    expect(warnings.map((w) => w.message)).toContainEqual(
      'fx-paper1 section b: the bank holds 1 long question(s) of 10-13 marks in the compulsory part; a paper may need 2',
    );
  });

  it('holds a blueprint for each HKDSE paper the bank covers, each consistent in itself', async () => {
    const { readBlueprints, listSubjectFiles } = await import('./read');
    const { validateBlueprint } = await import('./blueprint');
    const { blueprints, problems } = readBlueprints();
    expect(problems).toEqual([]);
    expect(blueprints.map(({ blueprint }) => `${blueprint.subject}-${blueprint.paper}`)).toEqual([
      'hkdse-biology-paper1',
      'hkdse-chemistry-paper1',
      'hkdse-economics-paper1',
      'hkdse-economics-paper2',
      'hkdse-math-cp-paper1',
      'hkdse-math-cp-paper2',
      'hkdse-math-m1-paper1',
      'hkdse-math-m2-paper1',
      'hkdse-physics-paper1',
    ]);
    const known = new Set(listSubjectFiles().map((file) => path.basename(file, '.yaml')));
    for (const blueprint of blueprints) expect(validateBlueprint(blueprint, undefined, known).problems).toEqual([]);
    const cp1 = blueprints.find(
      ({ blueprint }) => blueprint.subject === 'hkdse-math-cp' && blueprint.paper === 'paper1',
    );
    expect(cp1!.blueprint).toMatchObject({ durationMinutes: 135, totalMarks: 105 });
    expect(cp1!.blueprint.sections.map((s) => [s.id, s.marks])).toEqual([
      ['a1', 35],
      ['a2', 35],
      ['b', 35],
    ]);
  });
});
