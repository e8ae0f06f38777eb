import { describe, expect, it } from 'vitest';
import { toFraction, toPercent } from '../../../common/admin';
import { createTestApp } from '../../test/app';
import { boundTo } from '../../test/requests';

async function setup() {
  const test = await createTestApp();
  const superAdmin = await test.make.user('super-admin');
  const student = await test.make.user('student');
  return { ...test, superAdmin, student, call: boundTo(test.call, superAdmin), asStudent: boundTo(test.call, student) };
}

const learnerSubjectIds = async (asStudent: Awaited<ReturnType<typeof setup>>['asStudent']) =>
  ((await asStudent('GET', '/api/subjects')).json().subjects as Array<{ id: string }>).map((s) => s.id);

describe('categories', () => {
  it('creates a category last, unpublished, with the default audience', async () => {
    const { call, make } = await setup();
    await make.catalogue();
    const res = await call('POST', '/api/admin/categories', { title: { en: 'Primary', zh: '小學' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: { en: 'Primary', zh: '小學' },
      audience: 'HKDSE students',
      order: 1,
      published: false,
    });
    const list = (await call('GET', '/api/admin/categories')).json().categories;
    expect(list.map((c: { title: { en: string } }) => c.title.en)).toEqual(['HKDSE', 'Primary']);
  });

  it.each([
    ['no title', {}],
    ['an empty title', { title: { en: ' ', zh: '' } }],
    ['a title too long', { title: { en: 'x'.repeat(201) } }],
  ])('answers invalid_title for %s', async (_name, body) => {
    const { call } = await setup();
    const res = await call('POST', '/api/admin/categories', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_title');
  });

  it('updates title, audience and published', async () => {
    const { call, make } = await setup();
    const { categoryId } = await make.catalogue();
    const res = await call('PATCH', `/api/admin/categories/${categoryId}`, {
      title: { en: 'DSE', zh: '文憑' },
      audience: 'Primary school students',
      published: false,
    });
    expect(res.json()).toMatchObject({
      title: { en: 'DSE', zh: '文憑' },
      audience: 'Primary school students',
      published: false,
    });
  });

  it('reorders only with the full current list', async () => {
    const { call, make } = await setup();
    const first = await make.catalogue();
    const second = await make.catalogue();
    const partial = await call('PUT', '/api/admin/categories/order', { ids: [second.categoryId] });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.code).toBe('invalid_order');
    const res = await call('PUT', '/api/admin/categories/order', { ids: [second.categoryId, first.categoryId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories.map((c: { id: string }) => c.id)).toEqual([second.categoryId, first.categoryId]);
  });

  it('soft-deletes a category, hiding its subjects from learners, and answers 404 after', async () => {
    const { app, call, asStudent, make } = await setup();
    const { categoryId, subjectId } = await make.catalogue();
    expect(await learnerSubjectIds(asStudent)).toEqual([subjectId]);
    expect((await call('DELETE', `/api/admin/categories/${categoryId}`)).statusCode).toBe(204);
    expect(await learnerSubjectIds(asStudent)).toEqual([]);
    const row = await app.db.selectFrom('categories').select('deleted').where('id', '=', categoryId).executeTakeFirst();
    expect(row?.deleted).toBe(1);
    const again = await call('DELETE', `/api/admin/categories/${categoryId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('category_not_found');
    expect((await call('GET', '/api/admin/categories')).json().categories).toEqual([]);
  });
});

const bands = [
  { grade: 'A', min: toFraction(70), max: 1, color: '#2e7d32' },
  { grade: 'B', min: toFraction(50), max: toFraction(70), color: '#1565c0' },
  { grade: 'U', min: 0, max: toFraction(50), color: '#757575' },
];

describe('subjects', () => {
  it('creates a subject with grade bands sent as fractions and lists it by category', async () => {
    const { call, make } = await setup();
    const { categoryId, subjectId } = await make.catalogue();
    const res = await call('POST', '/api/admin/subjects', {
      categoryId,
      title: { en: 'Physics', zh: '物理' },
      defaultLanguage: 'zh',
      grades: bands,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      categoryId,
      order: 1,
      published: false,
      isNew: true,
      isOld: false,
      defaultLanguage: 'zh',
      grades: bands,
      syllabus: { en: null, zh: null },
    });
    const other = await make.catalogue();
    const listed = (await call('GET', `/api/admin/subjects?category=${categoryId}`)).json().subjects;
    expect(listed.map((s: { id: string }) => s.id)).toEqual([subjectId, res.json().id]);
    expect(listed.map((s: { id: string }) => s.id)).not.toContain(other.subjectId);
  });

  it('round-trips the form percentages without binary noise', () => {
    expect(toFraction(85)).toBe(0.85);
    expect(toFraction(33.3)).toBe(0.333);
    expect(toPercent(0.85)).toBe(85);
  });

  it('refuses overlapping grade bands with the reason', async () => {
    const { call, make } = await setup();
    const { subjectId } = await make.catalogue();
    const overlapping = [
      { grade: 'A', min: 0.6, max: 1, color: '#2e7d32' },
      { grade: 'U', min: 0, max: 0.7, color: '#757575' },
    ];
    const res = await call('PATCH', `/api/admin/subjects/${subjectId}`, { grades: overlapping });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_grades', params: { reason: 'bands U and A overlap' } });
  });

  it('answers invalid_grades for a band outside 0-1', async () => {
    const { call, make } = await setup();
    const { subjectId } = await make.catalogue();
    const res = await call('PATCH', `/api/admin/subjects/${subjectId}`, {
      grades: [{ grade: 'A', min: 0, max: 100, color: '#000000' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_grades');
  });

  it('updates toggles, titles and default language, and moves to another category last', async () => {
    const { call, make } = await setup();
    const { subjectId } = await make.catalogue();
    const other = await make.catalogue();
    const res = await call('PATCH', `/api/admin/subjects/${subjectId}`, {
      categoryId: other.categoryId,
      title: { en: 'Mathematics', zh: '數學' },
      defaultLanguage: 'none',
      published: false,
      isOld: true,
      isNew: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      categoryId: other.categoryId,
      order: 1,
      title: { en: 'Mathematics', zh: '數學' },
      defaultLanguage: 'none',
      published: false,
      isOld: true,
      isNew: false,
    });
  });

  it('shows unpublished subjects to admins only', async () => {
    const { call, asStudent, make } = await setup();
    const { subjectId } = await make.catalogue();
    await call('PATCH', `/api/admin/subjects/${subjectId}`, { published: false });
    expect(await learnerSubjectIds(asStudent)).toEqual([]);
    const res = await call('GET', '/api/subjects');
    expect(res.json().subjects.map((s: { id: string }) => s.id)).toEqual([subjectId]);
  });

  it('reorders subjects within their category', async () => {
    const { call, make } = await setup();
    const { categoryId, subjectId } = await make.catalogue();
    const created = (await call('POST', '/api/admin/subjects', { categoryId, title: { en: 'Physics' } })).json();
    const res = await call('PUT', '/api/admin/subjects/order', { categoryId, ids: [created.id, subjectId] });
    expect(res.json().subjects.map((s: { id: string }) => s.id)).toEqual([created.id, subjectId]);
  });

  it('soft-deletes a subject, hiding it and its chapters from learners', async () => {
    const { call, asStudent, make } = await setup();
    const { subjectId } = await make.catalogue();
    expect((await call('DELETE', `/api/admin/subjects/${subjectId}`)).statusCode).toBe(204);
    expect(await learnerSubjectIds(asStudent)).toEqual([]);
    const chapters = await asStudent('GET', `/api/subjects/${subjectId}/chapters`);
    expect(chapters.statusCode).toBe(404);
    expect((await call('GET', `/api/admin/subjects/${subjectId}`)).json().error.code).toBe('subject_not_found');
  });

  it('answers category_not_found for a subject in a deleted category', async () => {
    const { call, make } = await setup();
    const { categoryId } = await make.catalogue();
    await call('DELETE', `/api/admin/categories/${categoryId}`);
    const res = await call('POST', '/api/admin/subjects', { categoryId, title: { en: 'Physics' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('category_not_found');
  });
});
