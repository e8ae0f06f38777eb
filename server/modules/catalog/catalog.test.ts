import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

describe('GET /api/subjects', () => {
  it('answers 401 without a session', async () => {
    const { app } = await createTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/subjects' })).statusCode).toBe(401);
  });

  it('lists published subjects with category, titles and grade bands', async () => {
    const { make, call } = await createTestApp();
    const student = await make.user('student');
    const { subjectId, categoryId } = await make.catalogue();
    const res = await call(student, 'GET', '/api/subjects');
    expect(res.statusCode).toBe(200);
    expect(res.json().subjects).toEqual([
      expect.objectContaining({
        id: subjectId,
        category: { id: categoryId, title: { en: 'HKDSE', zh: '文憑試' }, audience: 'HKDSE students' },
        title: { en: 'Maths', zh: '數學' },
        grades: expect.arrayContaining([{ grade: '5**', min: 0.85, max: 1, color: '#6a1b9a' }]),
      }),
    ]);
  });

  it('hides unpublished and deleted subjects from learners but shows unpublished ones to admins', async () => {
    const { app, make } = await createTestApp();
    const student = await make.user('student');
    const admin = await make.user('admin');
    const hidden = await make.catalogue({ published: false });
    const deleted = await make.catalogue();
    await app.db.updateTable('subjects').set({ deleted: 1 }).where('id', '=', deleted.subjectId).execute();
    const idsFor = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/subjects', headers: { cookie } }))
        .json()
        .subjects.map((s: { id: string }) => s.id);
    expect(await idsFor(student.cookie)).toEqual([]);
    expect(await idsFor(admin.cookie)).toEqual([hidden.subjectId]);
  });
});

describe('GET /api/subjects/:subjectId/chapters', () => {
  it('answers sections and chapters with approved question counts per type', async () => {
    const { app, make, call } = await createTestApp();
    const student = await make.user('student');
    const { subjectId, sectionId, chapterIds } = await make.catalogue({ questionsPerType: 2 });
    await app.db
      .updateTable('questions')
      .set({ approved: 0 })
      .where('chapterId', '=', chapterIds[1]!)
      .where('type', '=', 'long')
      .execute();
    const res = await call(student, 'GET', `/api/subjects/${subjectId}/chapters`);
    expect(res.statusCode).toBe(200);
    expect(res.json().sections).toEqual([
      {
        id: sectionId,
        title: { en: 'Algebra', zh: '代數' },
        chapters: [
          {
            id: chapterIds[0],
            chapterNo: '1',
            title: { en: 'Chapter 1', zh: '第1章' },
            questionCounts: { mc: 2, short: 2, long: 2 },
            hasNotes: true,
          },
          {
            id: chapterIds[1],
            chapterNo: '2',
            title: { en: 'Chapter 2', zh: '第2章' },
            questionCounts: { mc: 2, short: 2, long: 0 },
            hasNotes: true,
          },
        ],
      },
    ]);
  });

  it('answers subject_not_found for an unpublished subject to a learner', async () => {
    const { make, call } = await createTestApp();
    const student = await make.user('student');
    const { subjectId } = await make.catalogue({ published: false });
    const res = await call(student, 'GET', `/api/subjects/${subjectId}/chapters`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('subject_not_found');
  });
});

describe('GET /api/chapters/:chapterId/notes', () => {
  it('answers the notes rendered to sanitised HTML with KaTeX markup', async () => {
    const { app, make, call } = await createTestApp();
    const student = await make.user('student');
    const { chapterIds } = await make.catalogue();
    await app.db
      .updateTable('chapters')
      .set({ notesEn: '## Circle\nArea $\\pi r^2$ <script>alert(1)</script>' })
      .where('id', '=', chapterIds[0]!)
      .execute();
    const res = await call(student, 'GET', `/api/chapters/${chapterIds[0]}/notes`);
    expect(res.statusCode).toBe(200);
    const { notes } = res.json();
    expect(notes.en).toContain('<h2>Circle</h2>');
    expect(notes.en).toContain('class="katex"');
    expect(notes.en).not.toContain('<script');
    expect(notes.zh).toContain('面積');
  });
});

describe('hidden parents hide what is under them', () => {
  it.each([
    ['an unpublished category', 'categories', { published: 0 }],
    ['a deleted category', 'categories', { deleted: 1 }],
    ['a deleted section', 'sections', { deleted: 1 }],
    ['an unpublished section', 'sections', { published: 0 }],
  ] as const)('keeps chapters, notes and practices away from learners under %s', async (_name, table, change) => {
    const { app, make } = await createTestApp();
    const student = await make.user('student');
    await app.db.updateTable('profiles').set({ premiumStudentQuantity: 1 }).where('id', '=', student.id).execute();
    const { categoryId, sectionId, subjectId, chapterIds } = await make.catalogue();
    await app.db
      .updateTable(table)
      .set(change)
      .where('id', '=', table === 'categories' ? categoryId : sectionId)
      .execute();
    const headers = { cookie: student.cookie };
    const chapters = await app.inject({ method: 'GET', url: `/api/subjects/${subjectId}/chapters`, headers });
    if (table === 'categories') expect(chapters.statusCode).toBe(404);
    else expect(chapters.json().sections).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/chapters/${chapterIds[0]}/notes`, headers })).statusCode).toBe(
      404,
    );
    const practice = await app.inject({
      method: 'POST',
      url: '/api/practices',
      headers,
      payload: { subjectId, chapterIds, locale: 'en', difficulty: 1, noOfMCQuestions: 1, timeLimit: 10 },
    });
    expect(practice.statusCode).toBeGreaterThanOrEqual(400);
    expect(['invalid_chapters', 'subject_not_found']).toContain(practice.json().error.code);
  });
});
