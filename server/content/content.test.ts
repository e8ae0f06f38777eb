import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { checkContent } from './check';
import { loadContent } from './load';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** A private copy of the fixture content that a test may edit. */
function copyFixtures() {
  const dir = mkdtempSync(path.join(tmpdir(), 'paperwise-content-'));
  cpSync(FIXTURES, dir, { recursive: true });
  const file = path.join(dir, 'subjects', 'fx.yaml');
  return {
    dir,
    file,
    writeAsset: (name: string, text: string) => writeFileSync(path.join(dir, 'assets', 'fx', name), text),
    edit: (from: string, to: string) => {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(from)) throw new Error(`fixture has no ${from}`);
      writeFileSync(
        file,
        text.replace(from, () => to),
      );
    },
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
      'an HKDSE long question shorter than a Section B question',
      'totalScore: 10',
      'totalScore: 9',
      'an HKDSE long question is worth 10-13 marks',
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

  it('warns when the correct option is the longest too often, never failing the check', () => {
    const fixture = copyFixtures();
    const { warnings, problems } = checkContent([fixture.file], fixture.dir);
    expect(problems).toEqual([]);
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining('longest in 1 of 3 mc questions (33%')]);
    fixture.edit(`a: { en: '$\\pm 3$', zh: '$\\pm 3$' }`, `a: { en: '$3$ or $-3$', zh: '$3$ 或 $-3$' }`);
    fixture.edit(`d: { en: "$81$", zh: "$81$" }`, `d: { en: "$81$ or $-81$", zh: "$81$ 或 $-81$" }`);
    const fixed = checkContent([fixture.file], fixture.dir);
    expect(fixed.coverage[0]!.keyLongest).toBe(0);
    expect(fixed.warnings).toEqual([]);
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
    const { countEnglishWords } = await import('./validate');
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
    const { app, make } = await createTestApp();
    const fixture = copyFixtures();
    await loadContent(app.db, fixture.dir);
    const superAdmin = await make.user('super-admin');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/chapters/fx-c01',
      headers: { cookie: superAdmin.cookie },
      payload: { title: { en: 'Quadratics', zh: '二次方程' } },
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
