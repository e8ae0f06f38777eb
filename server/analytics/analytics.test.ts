import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app';
import { TEST_PASSWORD } from '../test/factories';
import { callAs, mcPaperForm } from '../test/requests';
import { type Analytics, type AnalyticsEvent, type AnalyticsTraits, createAnalytics, createLogSink } from './index';

const DAY = 86_400_000;

/** A sink that keeps what it is told: the sink interface is the whole contract, so this is a real one. */
function recorder() {
  const events: AnalyticsEvent[] = [];
  return { events, sink: { write: (event: AnalyticsEvent) => void events.push(event) } };
}

/** Sinks run after the caller has its answer: wait for the event to arrive. */
async function eventually(events: AnalyticsEvent[], name: string, count = 1) {
  const named = () => events.filter((e) => e.name === name);
  await vi.waitFor(() => expect(named().length).toBeGreaterThanOrEqual(count), { timeout: 5_000, interval: 10 });
  return named();
}

/**
 * Waits until every event told so far has reached the sinks: a sink gets the events in the order they were told, so
 * once a marker told now arrives, an event told before it (one that should not have been) would have arrived too.
 */
async function everyEventArrived(analytics: Analytics, events: AnalyticsEvent[]) {
  const userId = `marker-${events.length}-${Math.random()}`;
  analytics.track('purchase', { userId });
  await vi.waitFor(() => expect(events.some((e) => e.userId === userId)).toBe(true), { timeout: 5_000, interval: 10 });
}

function memoryLog() {
  const lines: Array<{ level: string; object: object; message: string }> = [];
  return {
    lines,
    info: (object: object, message: string) => void lines.push({ level: 'info', object, message }),
    error: (object: object, message: string) => void lines.push({ level: 'error', object, message }),
  };
}

describe('the analytics sinks', () => {
  it('write to the server log by default', async () => {
    const log = memoryLog();
    const analytics = createAnalytics(log);
    analytics.track('create_assignment', { userId: 'u1', assignmentId: 'a1' });
    await vi.waitFor(() => expect(log.lines).not.toHaveLength(0));
    expect(log.lines).toEqual([
      {
        level: 'info',
        message: 'analytics event',
        object: {
          analytics: { name: 'create_assignment', userId: 'u1', props: { assignmentId: 'a1' }, at: expect.any(Number) },
        },
      },
    ]);
  });

  it('keep going when one sink fails: the failure is logged, the others still get the event', async () => {
    const log = memoryLog();
    const kept = recorder();
    const analytics = createAnalytics(log, [
      {
        write: () => {
          throw new Error('pixel down');
        },
      },
      kept.sink,
    ]);
    expect(() => analytics.track('sign_up', { userId: 'u1', method: 'email' })).not.toThrow();
    expect(await eventually(kept.events, 'sign_up')).toHaveLength(1);
    await vi.waitFor(() => expect(log.lines).not.toHaveLength(0));
    expect(log.lines.map((line) => [line.level, line.message])).toEqual([['error', 'analytics sink failed']]);
  });

  it('stop writing to a removed sink', async () => {
    const log = memoryLog();
    const kept = recorder();
    const analytics = createAnalytics(log, []);
    const remove = analytics.addSink(kept.sink);
    remove();
    const witness = recorder();
    analytics.addSink(witness.sink);
    analytics.track('sign_up', { userId: 'u1' });
    await eventually(witness.events, 'sign_up');
    expect(kept.events).toEqual([]);
    expect(createLogSink(log)).toHaveProperty('write');
  });
});

describe('the events the server tells', () => {
  async function setup() {
    const test = await createTestApp();
    const { events, sink } = recorder();
    test.app.analytics.addSink(sink);
    return { ...test, events, call: callAs(test.app) };
  }

  it('sign_up: an e-mail sign-up, with its role', async () => {
    const test = await setup();
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Mrs Lee',
        email: 'lee@example.com',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        role: 'teacher',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await eventually(test.events, 'sign_up');
    expect(event).toMatchObject({
      name: 'sign_up',
      userId: res.json().user.id,
      props: { method: 'email', role: 'teacher' },
    });
  });

  it('sign_up: not for a refused sign-up', async () => {
    const test = await setup();
    const user = await test.make.user('student');
    test.events.length = 0;
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Again',
        email: user.email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        role: 'student',
      },
    });
    expect(res.statusCode).toBe(409);
    await everyEventArrived(test.app.analytics, test.events);
    expect(test.events.filter((e) => e.name === 'sign_up')).toEqual([]);
  });

  it('create_assignment and start_assignment (once per student, however often it is opened)', async () => {
    const test = await setup();
    const teacher = await test.make.user('teacher');
    const student = await test.make.user('student');
    const catalogue = await test.make.catalogue({ questionsPerType: 3 });
    await test.app.db.updateTable('profiles').set({ premiumTeacherQuantity: 1 }).where('id', '=', teacher.id).execute();
    await test.make.link(teacher, student);
    const created = await test.call(teacher, 'POST', '/api/assignments', {
      mode: 'bank',
      ...mcPaperForm(catalogue, 2),
      dueDate: Date.now() + 3 * DAY,
      studentIds: [student.id],
      remark: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const assignmentId = created.json().id as string;
    const [create] = await eventually(test.events, 'create_assignment');
    expect(create).toMatchObject({
      userId: teacher.id,
      props: { assignmentId, subjectId: catalogue.subjectId, mode: 'bank', questions: 2, students: 1 },
    });

    expect((await test.call(teacher, 'POST', `/api/assignments/${assignmentId}/publish`)).statusCode).toBe(200);
    const first = await test.call(student, 'POST', `/api/assignments/${assignmentId}/start`);
    expect(first.statusCode, first.body).toBe(200);
    expect((await test.call(student, 'POST', `/api/assignments/${assignmentId}/start`)).statusCode).toBe(200);
    const starts = await eventually(test.events, 'start_assignment');
    await everyEventArrived(test.app.analytics, test.events);
    expect(test.events.filter((e) => e.name === 'start_assignment')).toHaveLength(1);
    expect(starts[0]).toMatchObject({
      userId: student.id,
      props: { assignmentId, practiceId: first.json().practiceId },
    });
  });

  it('create_assignment: not for a refused one', async () => {
    const test = await setup();
    const teacher = await test.make.user('teacher');
    const res = await test.call(teacher, 'POST', '/api/assignments', { mode: 'bank', subjectId: 'nope' });
    expect(res.statusCode).toBe(400);
    await everyEventArrived(test.app.analytics, test.events);
    expect(test.events.filter((e) => e.name === 'create_assignment')).toEqual([]);
  });
});

describe('the analytics user properties', () => {
  it('are set on entering the app for a sink that keeps them: role, language, premium, rated, shared', async () => {
    const test = await createTestApp();
    const traits: Array<{ userId: string; traits: AnalyticsTraits }> = [];
    expect(test.app.analytics.wantsTraits()).toBe(false);
    test.app.analytics.addSink({ write: () => {}, identify: (userId, t) => void traits.push({ userId, traits: t }) });
    expect(test.app.analytics.wantsTraits()).toBe(true);
    const school = await test.make.user('school');
    const me = () => test.call(school, 'GET', '/api/me');
    expect((await me()).statusCode).toBe(200);
    await expect.poll(() => traits.length).toBe(1);
    expect(traits[0]).toEqual({
      userId: school.id,
      traits: { role: 'school', language: 'en', isPremium: false, ratedOnAppStore: false, sharedOnFacebook: false },
    });
    await test.call(school, 'POST', '/api/me/rating');
    await me();
    await expect.poll(() => traits.length).toBe(2);
    expect(traits[1]!.traits).toMatchObject({ ratedOnAppStore: true, sharedOnFacebook: false });
  });
});
