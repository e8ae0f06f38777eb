import { describe, expect, it } from 'vitest';
import type { DomainHooks } from '../../events/hooks';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { paperForm } from '../../test/requests';

const DAY = 86_400_000;

/** A teacher's unpublished bank assignment for a student who accepted the teacher. */
async function setup() {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher');
  const student = await test.make.user('student');
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const call = (user: TestUser, method: 'POST', url: string, payload?: Record<string, unknown>) =>
    test.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  await test.make.link(teacher, student);
  const created = await call(teacher, 'POST', '/api/assignments', {
    mode: 'bank',
    ...paperForm(catalogue, { mc: 2 }),
    dueDate: Date.now() + 3 * DAY,
    studentIds: [student.id],
  });
  expect(created.statusCode, created.body).toBe(201);
  const assignmentId = (created.json() as { id: string }).id;
  const publish = () => call(teacher, 'POST', `/api/assignments/${assignmentId}/publish`);
  return { test, teacher, student, assignmentId, publish };
}

describe('the assignmentPublished hook', () => {
  it('is raised once, inside the publishing transaction, and not again on a second publish', async () => {
    const { test, teacher, student, assignmentId, publish } = await setup();
    const heard: Array<{ payload: DomainHooks['assignmentPublished']; inTransaction: boolean; published: number }> = [];
    test.app.appContext.hooks.on('assignmentPublished', async (payload) => {
      // What the transaction sees: the row is published there, before the commit.
      const row = await payload.db
        .selectFrom('assignments')
        .select('published')
        .where('id', '=', payload.assignmentId)
        .executeTakeFirstOrThrow();
      heard.push({ payload, inTransaction: payload.db.isTransaction, published: row.published });
    });

    expect((await publish()).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);

    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      inTransaction: true,
      published: 1,
      payload: { assignmentId, teacherId: teacher.id, studentIds: [student.id] },
    });
  });

  it('rolls the publishing back when a listener fails', async () => {
    const { test, assignmentId, publish } = await setup();
    test.app.appContext.hooks.on('assignmentPublished', () => {
      throw new Error('listener failed');
    });

    expect((await publish()).statusCode).toBe(500);

    const row = await test.app.db
      .selectFrom('assignments')
      .select(['published', 'publishedAt'])
      .where('id', '=', assignmentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ published: 0, publishedAt: null });
  });

  it("tells the assigned students' open screens that their assignments changed", async () => {
    const { test, student, publish } = await setup();
    const told: string[][] = [];
    const stop = test.app.events.subscribe((message) => {
      if ('userId' in message.to && message.event.type === 'assignments') told.push([message.to.userId]);
    });
    try {
      expect((await publish()).statusCode).toBe(200);
      await expect.poll(() => told).toEqual([[student.id]]);
    } finally {
      stop();
    }
  });
});
