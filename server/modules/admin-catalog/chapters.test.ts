import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { boundTo } from '../../test/requests';

async function setup() {
  const test = await createTestApp();
  const superAdmin = await test.make.user('super-admin');
  const student = await test.make.user('student');
  const catalogue = await test.make.catalogue({ questionsPerType: 1 });
  return { ...test, catalogue, call: boundTo(test.call, superAdmin), asStudent: boundTo(test.call, student) };
}

type Setup = Awaited<ReturnType<typeof setup>>;

const learnerChapterIds = async ({ asStudent, catalogue }: Setup) => {
  const res = await asStudent('GET', `/api/subjects/${catalogue.subjectId}/chapters`);
  return (res.json().sections as Array<{ chapters: Array<{ id: string }> }>).flatMap((s) =>
    s.chapters.map((c) => c.id),
  );
};

describe('sections and chapters', () => {
  it('lists sections with their chapters and approved/unapproved counts, unpublished included', async () => {
    const test = await setup();
    const { app, call, catalogue } = test;
    await app.db.updateTable('questions').set({ approved: 0 }).where('type', '=', 'long').execute();
    await app.db.updateTable('chapters').set({ published: 0 }).where('id', '=', catalogue.chapterIds[1]!).execute();
    const res = await call('GET', `/api/admin/subjects/${catalogue.subjectId}/sections`);
    expect(res.statusCode).toBe(200);
    const [section] = res.json().sections;
    expect(section).toMatchObject({ id: catalogue.sectionId, title: { en: 'Algebra', zh: '代數' }, published: true });
    expect(section.chapters).toEqual([
      expect.objectContaining({ id: catalogue.chapterIds[0], published: true, hasNotes: true }),
      expect.objectContaining({ id: catalogue.chapterIds[1], published: false }),
    ]);
    expect(section.chapters[0].questionCounts).toEqual({ approved: 2, unapproved: 1 });
  });

  it('creates a section and a chapter last, unpublished, hidden from learners until published', async () => {
    const test = await setup();
    const { call, catalogue } = test;
    const section = await call('POST', '/api/admin/sections', {
      subjectId: catalogue.subjectId,
      title: { en: 'Geometry', zh: '幾何' },
    });
    expect(section.statusCode).toBe(201);
    expect(section.json()).toMatchObject({ order: 1, published: false, chapters: [] });
    const chapter = await call('POST', '/api/admin/chapters', {
      sectionId: section.json().id,
      chapterNo: '3',
      title: { en: 'Circles', zh: '圓' },
      published: true,
    });
    expect(chapter.statusCode).toBe(201);
    expect(chapter.json()).toMatchObject({ chapterNo: '3', order: 0, published: true, hasNotes: false });
    expect(await learnerChapterIds(test)).not.toContain(chapter.json().id);
    await call('PATCH', `/api/admin/sections/${section.json().id}`, { published: true });
    expect(await learnerChapterIds(test)).toContain(chapter.json().id);
  });

  it('answers invalid_chapter_no for an empty chapter number', async () => {
    const { call, catalogue } = await setup();
    const res = await call('POST', '/api/admin/chapters', {
      sectionId: catalogue.sectionId,
      chapterNo: ' ',
      title: { en: 'Circles' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_chapter_no');
  });

  it('moves a chapter to another section of the subject, last there', async () => {
    const { call, catalogue } = await setup();
    const section = (
      await call('POST', '/api/admin/sections', { subjectId: catalogue.subjectId, title: { en: 'G' } })
    ).json();
    const res = await call('PATCH', `/api/admin/chapters/${catalogue.chapterIds[0]}`, {
      sectionId: section.id,
      chapterNo: '1A',
      title: { en: 'Moved', zh: '移動' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sectionId: section.id, order: 0, chapterNo: '1A', title: { en: 'Moved' } });
  });

  it('refuses to move a chapter into a section of another subject', async () => {
    const { call, catalogue, make } = await setup();
    const other = await make.catalogue({ questionsPerType: 0 });
    const res = await call('PATCH', `/api/admin/chapters/${catalogue.chapterIds[0]}`, { sectionId: other.sectionId });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invalid_section');
  });

  it('reorders chapters and sections with the full list only', async () => {
    const { call, catalogue } = await setup();
    const [first, second] = catalogue.chapterIds;
    const res = await call('PUT', '/api/admin/chapters/order', {
      sectionId: catalogue.sectionId,
      ids: [second, first],
    });
    expect(res.json().chapters.map((c: { id: string }) => c.id)).toEqual([second, first]);
    const bad = await call('PUT', '/api/admin/chapters/order', { sectionId: catalogue.sectionId, ids: [first, first] });
    expect(bad.json().error.code).toBe('invalid_order');
    const sections = await call('PUT', '/api/admin/sections/order', {
      subjectId: catalogue.subjectId,
      ids: [catalogue.sectionId],
    });
    expect(sections.statusCode).toBe(200);
  });

  it('soft-deletes a chapter and a section, hiding them from learners and from practices', async () => {
    const test = await setup();
    const { call, catalogue, app } = test;
    expect((await call('DELETE', `/api/admin/chapters/${catalogue.chapterIds[0]}`)).statusCode).toBe(204);
    expect(await learnerChapterIds(test)).toEqual([catalogue.chapterIds[1]]);
    const notes = await test.asStudent('GET', `/api/chapters/${catalogue.chapterIds[0]}/notes`);
    expect(notes.statusCode).toBe(404);
    const practice = await test.asStudent('POST', '/api/practices', {
      subjectId: catalogue.subjectId,
      chapterIds: [catalogue.chapterIds[0]],
      locale: 'en',
      difficulty: 1,
      noOfMCQuestions: 1,
      timeLimit: 10,
    });
    expect(practice.json().error.code).toBe('invalid_chapters');
    expect((await call('DELETE', `/api/admin/sections/${catalogue.sectionId}`)).statusCode).toBe(204);
    expect(await learnerChapterIds(test)).toEqual([]);
    const rows = await app.db
      .selectFrom('chapters')
      .select('deleted')
      .where('id', 'in', catalogue.chapterIds)
      .execute();
    expect(rows.length).toBe(2);
    const again = await call('DELETE', `/api/admin/sections/${catalogue.sectionId}`);
    expect(again.json().error.code).toBe('section_not_found');
  });
});

describe('chapter notes', () => {
  it('answers bank Markdown notes as editor HTML with the formula kept as source, and a preview', async () => {
    const { call, catalogue } = await setup();
    const res = await call('GET', `/api/admin/chapters/${catalogue.chapterIds[0]}/notes`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ en: '<p>Area: $\\pi r^2$</p>', zh: '<p>面積：$\\pi r^2$</p>' });
    expect(res.json().preview.en).toContain('class="katex"');
  });

  it('sanitises notes on the server before storing them', async () => {
    const { app, call, catalogue } = await setup();
    const res = await call('PUT', `/api/admin/chapters/${catalogue.chapterIds[0]}/notes`, {
      en:
        '<h2 onclick="x()">Circles</h2><script>alert(1)</script><p style="color:red">Area $a &lt; b$ ' +
        '<img src="/api/files/0123456789abcdef0123456789abcdef.webp" onerror="alert(1)">' +
        '<img src="https://evil.example/x.png"><img src="data:image/png;base64,AAAA">' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>' +
        '<table><tr><td>1</td></tr></table><iframe src="https://evil.example"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('chapters')
      .select(['notesEn', 'notesZh'])
      .where('id', '=', catalogue.chapterIds[0]!)
      .executeTakeFirstOrThrow();
    const stored = row.notesEn ?? '';
    for (const banned of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      'style=',
      'evil.example',
      'data:',
      'iframe',
    ]) {
      expect(stored).not.toContain(banned);
    }
    expect(stored).toContain('<h2>Circles</h2>');
    expect(stored).toContain('<img src="/api/files/0123456789abcdef0123456789abcdef.webp" />');
    expect(stored).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
    expect(stored).toContain('<table>');
    expect(stored).toContain('$a \\lt  b$');
    expect(row.notesZh).toBe('面積：$\\pi r^2$');
  });

  it('keeps a formula whose line the author broke (Shift+Enter) as one formula, not as a <br> inside it', async () => {
    const { call, catalogue } = await setup();
    const saved = await call('PUT', `/api/admin/chapters/${catalogue.chapterIds[0]}/notes`, {
      en: '<p>$$x = 1<br>y = 2$$ and $a<br/>+ b$</p>',
    });
    expect(saved.statusCode).toBe(200);
    const preview = saved.json().preview.en as string;
    expect(preview).not.toContain('katex-error');
    expect(preview).not.toMatch(/&lt;br/);
    expect(preview.match(/class="katex"/g)).toHaveLength(2);
  });

  it('serves the stored HTML to learners through the renderer, keeping images and rendering formulas', async () => {
    const { call, asStudent, catalogue } = await setup();
    await call('PUT', `/api/admin/chapters/${catalogue.chapterIds[0]}/notes`, {
      en: '<h2>Circles</h2><p>Area $\\pi r^2$ is _not_ emphasis</p><p><img src="/api/files/0123456789abcdef0123456789abcdef.webp" alt="circle"></p><ul><li>one</li></ul>',
    });
    const res = await asStudent('GET', `/api/chapters/${catalogue.chapterIds[0]}/notes`);
    const html = res.json().notes.en as string;
    expect(html).toContain('<h2>Circles</h2>');
    expect(html).toContain('class="katex"');
    expect(html).toContain('<img src="/api/files/0123456789abcdef0123456789abcdef.webp" alt="circle" />');
    expect(html).toContain('_not_ emphasis');
    expect(html).toContain('<li>one</li>');
  });

  it('sets notesCreatedAt when notes are first written, and clears a language with an empty text', async () => {
    const { call, catalogue } = await setup();
    const section = (
      await call('POST', '/api/admin/sections', { subjectId: catalogue.subjectId, title: { en: 'S' } })
    ).json();
    const chapter = (
      await call('POST', '/api/admin/chapters', { sectionId: section.id, chapterNo: '9', title: { en: 'New' } })
    ).json();
    expect(chapter.notesCreatedAt).toBeNull();
    const before = Date.now();
    const written = await call('PUT', `/api/admin/chapters/${chapter.id}/notes`, { zh: '<p>筆記</p>' });
    expect(written.json().notesCreatedAt).toBeGreaterThanOrEqual(before);
    expect(written.json()).toMatchObject({ en: null, zh: '<p>筆記</p>' });
    const cleared = await call('PUT', `/api/admin/chapters/${chapter.id}/notes`, { zh: '<p> </p>' });
    expect(cleared.json()).toMatchObject({ en: null, zh: null, notesCreatedAt: written.json().notesCreatedAt });
  });

  it('answers chapter_not_found for a deleted chapter', async () => {
    const { call, catalogue } = await setup();
    await call('DELETE', `/api/admin/chapters/${catalogue.chapterIds[0]}`);
    const res = await call('GET', `/api/admin/chapters/${catalogue.chapterIds[0]}/notes`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('chapter_not_found');
  });
});
