import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

async function setup({ questionsPerType = 0 } = {}) {
  const test = await createTestApp();
  const admin = await test.make.user('admin');
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  const catalogue = await test.make.catalogue({ questionsPerType });
  const report = (message: string, createdAt: number) =>
    test.app.db
      .insertInto('reports')
      .values({
        userId: student.id,
        questionId: 'q-1',
        subjectId: catalogue.subjectId,
        chapterId: catalogue.chapterIds[0]!,
        practiceId: 'p-1',
        assignmentId: null,
        questionNo: 2,
        locale: 'en',
        message,
        deleted: 0,
        createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const list = async () => (await test.call(admin, 'GET', '/api/admin/reports')).json();
  return { ...test, admin, student, catalogue, report, list };
}

describe('GET /api/admin/reports', () => {
  it('answers the 20 latest reports with subject, chapter and reporter, and the count of all', async () => {
    const test = await setup();
    const now = Date.now();
    for (let i = 0; i < 22; i++) await test.report(`Report ${i}`, now + i);
    const { items, count } = await test.list();
    expect(count).toBe(22);
    expect(items).toHaveLength(20);
    expect(items[0]).toEqual({
      id: expect.any(String),
      questionId: 'q-1',
      subject: { id: test.catalogue.subjectId, title: { en: 'Maths', zh: '數學' } },
      chapter: { id: test.catalogue.chapterIds[0], chapterNo: '1', title: { en: 'Chapter 1', zh: '第1章' } },
      message: 'Report 21',
      locale: 'en',
      practiceId: 'p-1',
      questionNo: 2,
      user: { id: test.student.id, displayName: 'Chan Tai Man', email: test.student.email },
      createdAt: now + 21,
    });
    expect(items[19].message).toBe('Report 2');
  });
});

describe('DELETE /api/admin/reports/:id', () => {
  it('soft-deletes a report, which leaves the list and the count', async () => {
    const test = await setup();
    const kept = await test.report('Kept', Date.now());
    const gone = await test.report('Gone', Date.now() + 1);
    const res = await test.call(test.admin, 'DELETE', `/api/admin/reports/${gone.id}`);
    expect(res.statusCode).toBe(204);
    const { items, count } = await test.list();
    expect(count).toBe(1);
    expect(items.map((item: { id: string }) => item.id)).toEqual([String(kept.id)]);
    const row = await test.app.db.selectFrom('reports').select('deleted').where('id', '=', gone.id).executeTakeFirst();
    expect(row?.deleted).toBe(1);
  });

  it.each(['999999', 'not-a-number'])('answers report_not_found for %s', async (id) => {
    const test = await setup();
    const res = await test.call(test.admin, 'DELETE', `/api/admin/reports/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('report_not_found');
  });
});
