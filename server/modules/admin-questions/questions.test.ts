import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load';
import { createTestApp } from '../../test/app';

const FIXTURES = path.join(import.meta.dirname, '../../content/fixtures');

async function setup() {
  const test = await createTestApp();
  const admin = await test.make.user('admin');
  const superAdmin = await test.make.user('super-admin');
  const as =
    (cookie: string) => (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const catalogue = await test.make.catalogue({ questionsPerType: 2 });
  return { ...test, admin, catalogue, call: as(admin.cookie), asSuper: as(superAdmin.cookie), as };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function newQuestion({ call, catalogue }: Setup, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/questions', { chapterId: catalogue.chapterIds[0], ...body });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const completeMc = {
  question: { en: 'What is $1 + 1$?', zh: '$1 + 1$ 是多少？' },
  solution: { en: '$2$', zh: '$2$' },
  options: {
    a: { en: '1', zh: '1' },
    b: { en: '2', zh: '2' },
    c: { en: '3', zh: '3' },
    d: { en: '4', zh: '4' },
  },
  correctAns: 'b',
};

describe('GET /api/admin/questions', () => {
  it('pages through cards newest first with a cursor', async () => {
    const test = await setup();
    const newest = await newQuestion(test);
    const first = await test.call('GET', `/api/admin/questions?subject=${test.catalogue.subjectId}&limit=5`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(5);
    expect(page.items[0]).toMatchObject({
      id: newest.id,
      approved: false,
      type: 'mc',
      level: 1,
      chapter: { id: test.catalogue.chapterIds[0], chapterNo: '1', title: { en: 'Chapter 1', zh: '第1章' } },
      stats: { a: 0, b: 0, c: 0, d: 0, blank: 0 },
    });
    const second = await test.call(
      'GET',
      `/api/admin/questions?subject=${test.catalogue.subjectId}&limit=5&cursor=${page.nextCursor}`,
    );
    const third = await test.call(
      'GET',
      `/api/admin/questions?subject=${test.catalogue.subjectId}&limit=5&cursor=${second.json().nextCursor}`,
    );
    const ids = [...page.items, ...second.json().items, ...third.json().items].map((q: { id: string }) => q.id);
    expect(ids).toHaveLength(13);
    expect(new Set(ids).size).toBe(13);
    expect(third.json().nextCursor).toBeNull();
  });

  it('renders question text as HTML in both languages', async () => {
    const { call, catalogue } = await setup();
    const res = await call('GET', `/api/admin/questions?chapter=${catalogue.chapterIds[1]}&level=1&limit=1`);
    const [card] = res.json().items;
    expect(card.questionHtml.en).toContain('class="katex"');
    expect(card.questionHtml.zh).toContain('是多少');
  });

  it('filters by section, chapter, level and unapproved, and leaves deleted questions out', async () => {
    const test = await setup();
    const { call, catalogue } = test;
    const created = await newQuestion(test);
    const base = `/api/admin/questions?subject=${catalogue.subjectId}&section=${catalogue.sectionId}&limit=100`;
    const unapproved = (await call('GET', `${base}&unapprove=true`)).json().items;
    expect(unapproved.map((q: { id: string }) => q.id)).toEqual([created.id]);
    const level2 = (await call('GET', `${base}&chapter=${catalogue.chapterIds[0]}&level=2`)).json().items;
    expect(level2).toHaveLength(3);
    expect(level2.every((q: { level: number }) => q.level === 2)).toBe(true);
    await call('DELETE', `/api/admin/questions/${created.id}`);
    expect((await call('GET', `${base}&unapprove=true`)).json().items).toEqual([]);
  });

  it('answers invalid_request for a cursor it did not make', async () => {
    const { call } = await setup();
    const res = await call('GET', '/api/admin/questions?cursor=bm90LWpzb24');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/questions/counts', () => {
  it('counts each chapter by approval and the selection by level', async () => {
    const test = await setup();
    await newQuestion(test, { level: 3, type: 'long' });
    const res = await test.call('GET', `/api/admin/questions/counts?subject=${test.catalogue.subjectId}`);
    expect(res.json()).toEqual({
      chapters: [
        { chapterId: test.catalogue.chapterIds[0], approved: 6, unapproved: 1 },
        { chapterId: test.catalogue.chapterIds[1], approved: 6, unapproved: 0 },
      ],
      levels: { all: 13, 1: 6, 2: 6, 3: 1 },
    });
    const chapter = await test.call(
      'GET',
      `/api/admin/questions/counts?subject=${test.catalogue.subjectId}&chapter=${test.catalogue.chapterIds[0]}&unapprove=true`,
    );
    expect(chapter.json().levels).toEqual({ all: 1, 1: 0, 2: 0, 3: 1 });
  });
});

describe('POST /api/admin/questions', () => {
  it('creates an empty, unapproved, level-1 MC question made by the admin', async () => {
    const test = await setup();
    const question = await newQuestion(test);
    expect(question).toMatchObject({
      chapterId: test.catalogue.chapterIds[0],
      subjectId: test.catalogue.subjectId,
      type: 'mc',
      level: 1,
      totalScore: 1,
      approved: false,
      correctAns: null,
      question: { en: '', zh: '' },
      options: { a: { en: '', zh: '' } },
      createdBy: test.admin.id,
    });
  });

  it('answers chapter_not_found for a deleted chapter', async () => {
    const { app, call, catalogue } = await setup();
    await app.db.updateTable('chapters').set({ deleted: 1 }).where('id', '=', catalogue.chapterIds[0]!).execute();
    const res = await call('POST', '/api/admin/questions', { chapterId: catalogue.chapterIds[0] });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('chapter_not_found');
  });
});

describe('PATCH /api/admin/questions/:id', () => {
  it('edits texts and options, marks the question edited and answers previews', async () => {
    const test = await setup();
    const question = await newQuestion(test);
    const before = Date.now();
    const res = await test.call('PATCH', `/api/admin/questions/${question.id}`, { ...completeMc, level: 2 });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({
      level: 2,
      correctAns: 'b',
      options: completeMc.options,
      question: completeMc.question,
    });
    expect(edited.editedAt).toBeGreaterThanOrEqual(before);
    expect(edited.preview.questionHtml.en).toContain('class="katex"');
    expect(edited.preview.optionsHtml.b.en).toContain('2');
    expect(edited.latexErrors).toEqual([]);
    const broken = await test.call('PATCH', `/api/admin/questions/${question.id}`, {
      solution: { en: '$\\frac{1}{$' },
    });
    expect(broken.json().latexErrors).toEqual([{ field: 'solution.en', message: expect.any(String) }]);
  });

  it.each([
    ['clamps a short question score above 13', { type: 'short', totalScore: 15 }, 13],
    ['clamps a short question score below 1', { type: 'long', totalScore: 0 }, 1],
    ['forces an MC question to 1', { totalScore: 5 }, 1],
    ['gives the default 2 to a question leaving MC', { type: 'short' }, 2],
  ])('%s', async (_name, body, score) => {
    const test = await setup();
    const question = await newQuestion(test);
    const res = await test.call('PATCH', `/api/admin/questions/${question.id}`, body);
    expect(res.json().totalScore).toBe(score);
  });

  it('forces the score to 1 when the type changes to MC', async () => {
    const test = await setup();
    const question = await newQuestion(test, { type: 'long' });
    await test.call('PATCH', `/api/admin/questions/${question.id}`, { totalScore: 8 });
    const res = await test.call('PATCH', `/api/admin/questions/${question.id}`, { type: 'mc' });
    expect(res.json()).toMatchObject({ type: 'mc', totalScore: 1 });
  });

  it('answers approval_forbidden when an admin changes approval, and changes nothing', async () => {
    const test = await setup();
    const question = await newQuestion(test);
    await test.call('PATCH', `/api/admin/questions/${question.id}`, completeMc);
    const res = await test.call('PATCH', `/api/admin/questions/${question.id}`, { approved: true, level: 3 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('approval_forbidden');
    const after = (await test.call('GET', `/api/admin/questions/${question.id}`)).json();
    expect(after).toMatchObject({ approved: false, level: 1 });
  });

  it('lets a super-admin approve a complete question, and refuses an incomplete one', async () => {
    const test = await setup();
    const question = await newQuestion(test);
    const incomplete = await test.asSuper('PATCH', `/api/admin/questions/${question.id}`, { approved: true });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().error.code).toBe('question_incomplete');
    const res = await test.asSuper('PATCH', `/api/admin/questions/${question.id}`, { ...completeMc, approved: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().approved).toBe(true);
  });

  it('sets editedAt, so the content loader no longer overwrites the question', async () => {
    const { app, call } = await setup();
    await loadContent(app.db, FIXTURES);
    const [edited, untouched] = ['fx-c01-q01', 'fx-c01-q02'];
    const res = await call('PATCH', `/api/admin/questions/${edited}`, { question: { en: 'Solve $x^2 = 16$.' } });
    expect(res.json().editedAt).not.toBeNull();
    // As if the bank file had changed since: both hashes no longer match.
    await app.db.updateTable('questions').set({ sourceHash: 'stale' }).where('id', 'in', [edited, untouched]).execute();
    const summary = await loadContent(app.db, FIXTURES);
    expect(summary.questionsSkippedEdited).toBe(1);
    expect(summary.questionsUpdated).toBe(1);
    const rows = await app.db
      .selectFrom('questions')
      .select(['id', 'questionEn', 'sourceHash'])
      .where('id', 'in', [edited, untouched])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ id: edited, questionEn: 'Solve $x^2 = 16$.', sourceHash: 'stale' });
    expect(rows[1]?.sourceHash).not.toBe('stale');
  });

  it('answers question_not_found for a deleted question', async () => {
    const test = await setup();
    const question = await newQuestion(test);
    expect((await test.call('DELETE', `/api/admin/questions/${question.id}`)).statusCode).toBe(204);
    const res = await test.call('PATCH', `/api/admin/questions/${question.id}`, { level: 2 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('question_not_found');
  });
});

describe('DELETE /api/admin/questions/:id', () => {
  it('soft-deletes a question, which learners no longer count or draw', async () => {
    const test = await setup();
    const student = await test.make.user('student');
    const counts = async () =>
      (await test.as(student.cookie)('GET', `/api/subjects/${test.catalogue.subjectId}/chapters`)).json().sections[0]
        .chapters[0].questionCounts;
    expect(await counts()).toEqual({ mc: 2, short: 2, long: 2 });
    const card = (await test.call('GET', `/api/admin/questions?chapter=${test.catalogue.chapterIds[0]}&limit=100`))
      .json()
      .items.find((q: { type: string }) => q.type === 'mc');
    expect((await test.call('DELETE', `/api/admin/questions/${card.id}`)).statusCode).toBe(204);
    expect(await counts()).toEqual({ mc: 1, short: 2, long: 2 });
    const row = await test.app.db
      .selectFrom('questions')
      .select('deleted')
      .where('id', '=', card.id)
      .executeTakeFirst();
    expect(row?.deleted).toBe(1);
  });
});
