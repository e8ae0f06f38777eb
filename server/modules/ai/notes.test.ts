import { describe, expect, it } from 'vitest';
import type { AiNotesDraftView, AutomationView } from '../../../common/ai-notes';
import { NOTES_AUTOMATION } from '../../../common/ai-notes';
import type { Db } from '../../db/index';
import { QUEUES } from '../../jobs/queue-names';
import { createAiTestApp, eventually } from '../../test/ai-app';
import { paperwiseReply } from '../../test/ai-replies';
import { createTestApp, type TestApp } from '../../test/app';

type Method = 'GET' | 'POST' | 'PUT';

/** Chapters with no notes added to a subject's section (the catalogue's own two have notes). */
async function addBareChapters(db: Db, subjectId: string, count: number, prefix: string): Promise<string[]> {
  const section = await db
    .selectFrom('sections')
    .select('id')
    .where('subjectId', '=', subjectId)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(2, '0')}`);
  for (const [i, id] of ids.entries()) {
    await db
      .insertInto('chapters')
      .values({
        id,
        subjectId,
        sectionId: section.id,
        chapterNo: String(10 + i),
        titleEn: `Bare ${i}`,
        titleZh: `空白${i}`,
        order: 10 + i,
        published: 1,
        deleted: 0,
        notesEn: null,
        notesZh: null,
        notesCreatedAt: null,
        createdAt: now,
        updatedAt: now,
        editedAt: null,
      })
      .execute();
  }
  return ids;
}

const notesOf = (db: Db, ids: string[]) =>
  db
    .selectFrom('chapters')
    .select(['id', 'notesEn', 'notesZh', 'notesCreatedAt'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

/** A reply with things the sanitiser must take out. */
function hostileReply(...args: Parameters<typeof paperwiseReply>) {
  const reply = paperwiseReply(...args) as { en?: string; zh?: string };
  if (reply.en === undefined) return reply;
  const bad =
    '<script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(2)"><p onclick="x()">ok</p>';
  return { en: reply.en + bad, zh: reply.zh + bad };
}

async function setup(test: TestApp) {
  // Only this test's subjects count as new (the template database may hold others).
  await test.app.db.updateTable('subjects').set({ isNew: 0 }).execute();
  const superAdmin = await test.make.user('super-admin');
  const published = await test.make.catalogue();
  const unpublished = await test.make.catalogue({ published: false });
  return { superAdmin, published, unpublished, call: test.call };
}

describe('AI chapter notes', () => {
  it('writes a sanitised bilingual draft for the editor and saves nothing into the chapter', async () => {
    const test = await createAiTestApp();
    test.peer.setReply(hostileReply);
    const { superAdmin, published, call } = await setup(test);
    const [chapterId] = await addBareChapters(test.app.db, published.subjectId, 1, 'draft');

    const res = await call(superAdmin, 'POST', `/api/admin/chapters/${chapterId}/notes/ai`);
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json() as AiNotesDraftView;
    const draft = await eventually(async () => {
      const view = (await call(superAdmin, 'GET', `/api/admin/chapters/${chapterId}/notes/ai/${jobId}`)).json();
      return (view as AiNotesDraftView).state === 'completed' && (view as AiNotesDraftView);
    });
    expect(draft.en).toContain('<h2>10 Bare 0');
    expect(draft.en).toContain('$x^2 - 5x + 6 = 0$');
    expect(draft.zh).toContain('先因式分解');
    for (const html of [draft.en!, draft.zh!]) {
      expect(html).not.toMatch(/script|onerror|onclick|evil\.example/);
    }
    // The prompt is the versioned file, and the chapter is named in it.
    expect(JSON.stringify(test.peer.requests.at(-1)!.messages)).toContain('Chapter: 10 Bare 0');
    expect(await notesOf(test.app.db, [chapterId!])).toEqual([
      { id: chapterId, notesEn: null, notesZh: null, notesCreatedAt: null },
    ]);
    // Tokens are counted on the job, for AI usage.
    const job = await test.app.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ queue: QUEUES.writeNotes, createdBy: superAdmin.id });
    expect(Number(job.tokensOut)).toBeGreaterThan(0);

    // Another chapter's id does not reach this draft.
    const other = await call(superAdmin, 'GET', `/api/admin/chapters/${published.chapterIds[0]}/notes/ai/${jobId}`);
    expect(other.statusCode).toBe(404);
    const missing = await call(superAdmin, 'POST', '/api/admin/chapters/no-such-chapter/notes/ai');
    expect(missing.json()).toMatchObject({ error: { code: 'chapter_not_found' } });
  });

  it('automation writes the notes of new published subjects in batches of 20, 2 s apart, skipping the rest', async () => {
    const test = await createAiTestApp();
    test.peer.setReply(hostileReply);
    const { superAdmin, published, unpublished, call } = await setup(test);
    const bare = await addBareChapters(test.app.db, published.subjectId, 23, 'auto');
    const hidden = await addBareChapters(test.app.db, unpublished.subjectId, 2, 'hidden');
    const old = await test.make.catalogue();
    await test.app.db.updateTable('subjects').set({ isNew: 0 }).where('id', '=', old.subjectId).execute();
    const notNew = await addBareChapters(test.app.db, old.subjectId, 1, 'old');
    const before = await notesOf(test.app.db, published.chapterIds);

    const initial = (await call(superAdmin, 'GET', '/api/admin/automation')).json() as AutomationView;
    expect(initial).toMatchObject({ enabled: false, pending: 23, run: null });

    const on = await call(superAdmin, 'PUT', '/api/admin/automation', { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, run: { total: 23 } });
    // A second run is not started while one is going.
    const again = (await call(superAdmin, 'POST', '/api/admin/automation/run')).json() as AutomationView;
    expect(again.run!.jobId).toBe((on.json() as AutomationView).run!.jobId);

    const done = await eventually(async () => {
      const view = (await call(superAdmin, 'GET', '/api/admin/automation')).json() as AutomationView;
      return view.run?.state === 'completed' && view;
    }, 20_000);
    expect(done).toMatchObject({ enabled: true, pending: 0, run: { total: 23, written: 23, failed: 0, progress: 1 } });

    const written = await notesOf(test.app.db, bare);
    for (const row of written) {
      expect(row.notesEn).toContain('<h2>');
      expect(row.notesZh).toContain('先因式分解');
      expect(`${row.notesEn}${row.notesZh}`).not.toMatch(/script|onerror|onclick|evil\.example/);
      expect(row.notesCreatedAt).not.toBeNull();
    }
    // Chapters that had notes, and chapters of unpublished or not-new subjects, are left alone.
    expect(await notesOf(test.app.db, published.chapterIds)).toEqual(before);
    for (const row of await notesOf(test.app.db, [...hidden, ...notNew])) expect(row.notesEn).toBeNull();

    // Batches: 20 jobs, then the last 3 at least 2 s after the first batch ended.
    const jobs = await test.app.db
      .selectFrom('jobs')
      .select(['payload', 'createdAt', 'finishedAt', 'createdBy'])
      .where('queue', '=', QUEUES.writeNotes)
      .orderBy('createdAt')
      .execute();
    expect(jobs).toHaveLength(23);
    const chapters = jobs.map((j) => (JSON.parse(j.payload) as { chapterId: string }).chapterId);
    expect([...chapters].sort()).toEqual(bare);
    const first = jobs.slice(0, 20);
    const second = jobs.slice(20);
    const firstEnded = Math.max(...first.map((j) => Number(j.finishedAt)));
    for (const job of second)
      expect(Number(job.createdAt) - firstEnded).toBeGreaterThanOrEqual(NOTES_AUTOMATION.pauseMs - 50);
    expect(Math.max(...first.map((j) => Number(j.createdAt))) - Number(first[0]!.createdAt)).toBeLessThan(1_000);
    expect(jobs.every((j) => j.createdBy === superAdmin.id)).toBe(true);

    // While on, the next look is scheduled; turning off cancels it.
    const scheduled = await test.app.db
      .selectFrom('jobs')
      .select(['id', 'state', 'runAt'])
      .where('queue', '=', QUEUES.notesAutomation)
      .where('state', '=', 'queued')
      .execute();
    expect(scheduled).toHaveLength(1);
    expect(Number(scheduled[0]!.runAt)).toBeGreaterThan(Date.now() + 60_000);
    const off = await call(superAdmin, 'PUT', '/api/admin/automation', { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    const cancelled = await test.app.db
      .selectFrom('jobs')
      .select('state')
      .where('id', '=', scheduled[0]!.id)
      .executeTakeFirstOrThrow();
    expect(cancelled.state).toBe('cancelled');

    // A run now finds nothing left to write.
    const rerun = await call(superAdmin, 'POST', '/api/admin/automation/run');
    expect(rerun.statusCode).toBe(200);
    const second2 = await eventually(async () => {
      const view = (await call(superAdmin, 'GET', '/api/admin/automation')).json() as AutomationView;
      return view.run?.state === 'completed' && view.run.jobId !== done.run!.jobId && view;
    });
    expect(second2.run).toMatchObject({ total: 0, written: 0 });
  }, 40_000);

  it('is for super-admins only', async () => {
    const test = await createAiTestApp();
    const { published, call } = await setup(test);
    const chapterId = published.chapterIds[0];
    for (const role of ['student', 'teacher', 'admin'] as const) {
      const user = await test.make.user(role);
      for (const [method, url, body] of [
        ['POST', `/api/admin/chapters/${chapterId}/notes/ai`],
        ['GET', `/api/admin/chapters/${chapterId}/notes/ai/some-job`],
        ['GET', '/api/admin/automation'],
        ['PUT', '/api/admin/automation', { enabled: true }],
        ['POST', '/api/admin/automation/run'],
      ] as Array<[Method, string, unknown?]>) {
        const res = await call(user, method, url, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call(null, 'GET', '/api/admin/automation')).statusCode).toBe(401);
    const jobs = await test.app.db.selectFrom('jobs').select('id').execute();
    expect(jobs).toHaveLength(0);
  });

  it('without AI settings answers ai_not_configured and writes nothing', async () => {
    const test = await createTestApp();
    const { superAdmin, published, call } = await setup(test);
    const bare = await addBareChapters(test.app.db, published.subjectId, 2, 'none');
    for (const [method, url, body] of [
      ['POST', `/api/admin/chapters/${bare[0]}/notes/ai`],
      ['PUT', '/api/admin/automation', { enabled: true }],
      ['POST', '/api/admin/automation/run'],
    ] as Array<[Method, string, unknown?]>) {
      const res = await call(superAdmin, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'ai_not_configured' } });
    }
    expect(await call(superAdmin, 'GET', '/api/admin/automation').then((r) => r.json())).toMatchObject({
      enabled: false,
      pending: 2,
      run: null,
    });
    for (const row of await notesOf(test.app.db, bare)) expect(row.notesEn).toBeNull();
    expect(await test.app.db.selectFrom('jobs').select('id').execute()).toHaveLength(0);
  });
});
