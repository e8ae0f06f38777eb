import { describe, expect, it } from 'vitest';
import type { ParentDigest } from '../../../common/digest';
import { DAY_MS } from '../../../common/statistics-days';
import type { SessionUser } from '../../auth/session';
import { createEmbeddedQueue } from '../../jobs/embedded-queue';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import type { TestUser } from '../../test/factories';
import { assignmentForm, callAs, firstChapter, handInPaper, paperForm, publishAssignment } from '../../test/requests';
import { startSmtpServer } from '../../test/smtp';
import { startWorkers } from '../../workers';
import { buildParentDigest, scheduleWeeklyDigest, sendWeeklyDigests } from './service';

async function setup() {
  const smtp = await startSmtpServer();
  const test = await createTestApp({ smtpUrl: smtp.url });
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const call = callAs(test.app);
  const premium = (user: TestUser) =>
    test.app.db
      .updateTable('profiles')
      .set({ premiumStudentQuantity: 1, premiumTeacherQuantity: 1 })
      .where('id', '=', user.id)
      .execute();
  const link = async (parent: TestUser, child: TestUser, accept = true) => {
    expect((await call(parent, 'POST', '/api/students', { email: child.email })).statusCode).toBe(201);
    if (accept) expect((await call(child, 'POST', `/api/teachers/${parent.id}/accept`)).statusCode).toBe(200);
  };
  /** A submitted paper of 3 MC questions of chapter 1, all right or all wrong. */
  const paper = async (child: TestUser, right: boolean) => {
    await handInPaper(test, child, paperForm(firstChapter(catalogue), { mc: 3 }), () => (right ? 'a' : 'b'));
  };
  /** Moves a child's statistics so far back by `days`, as if those papers were done then. */
  const backdate = async (child: TestUser, days: number) => {
    for (const table of ['statDaily', 'statChapterDaily'] as const) {
      const rows = await test.app.db.selectFrom(table).select(['day']).where('userId', '=', child.id).execute();
      for (const day of new Set(rows.map((r) => Number(r.day)))) {
        await test.app.db
          .updateTable(table)
          .set({ day: day - days * DAY_MS })
          .where('userId', '=', child.id)
          .where('day', '=', day)
          .execute();
      }
    }
  };
  const assignment = async (parent: TestUser, child: TestUser, dueDate: number) => {
    const form = assignmentForm(paperForm(catalogue, { mc: 1 }), [child], {
      dueDate: Math.max(dueDate, Date.now() + 3_600_000),
    });
    const id = await publishAssignment(test, parent, form);
    // A due date in the past cannot be chosen: a late one is made by moving it back afterwards.
    if (dueDate < Date.now())
      await test.app.db.updateTable('assignments').set({ dueDate }).where('id', '=', id).execute();
    return id;
  };
  const asSession = (user: TestUser, name: string, language: 'en' | 'zh' = 'en'): SessionUser => ({
    id: user.id,
    email: user.email,
    displayName: name,
    role: 'teacher',
    isSchool: false,
    language,
  });
  const send = (week: string, now: number) => sendWeeklyDigests(test.app.appContext, week, now);
  const outbox = () => test.app.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
  return { ...test, smtp, catalogue, call, premium, link, paper, backdate, assignment, asSession, send, outbox };
}

/**
 * A parent with two children: Amy did badly in chapter 1 before and well this week (improving), Ben the other way
 * (slipping); Ben has one assignment due in two days and one late. The digest is read "tomorrow", so today's papers
 * are this week's.
 */
async function parentWithTwoChildren(language: 'en' | 'zh' = 'en') {
  const test = await setup();
  const parent = await test.make.user('teacher', { name: 'Mrs Lee' });
  const amy = await test.make.user('student', { name: 'Amy Lee' });
  const ben = await test.make.user('student', { name: 'Ben Lee' });
  for (const user of [parent, amy, ben]) await test.premium(user);
  if (language === 'zh') expect((await test.call(parent, 'PATCH', '/api/me', { language: 'zh' })).statusCode).toBe(200);
  await test.link(parent, amy);
  await test.link(parent, ben);
  await test.paper(amy, false);
  await test.paper(ben, true);
  await test.backdate(amy, 10);
  await test.backdate(ben, 10);
  await test.paper(amy, true);
  await test.paper(ben, false);
  const dueSoon = await test.assignment(parent, ben, Date.now() + 2 * DAY_MS);
  const late = await test.assignment(parent, ben, Date.now() - 2 * DAY_MS);
  const now = Date.now() + DAY_MS;
  return { test, parent, amy, ben, dueSoon, late, now };
}

describe("a parent's weekly digest", () => {
  it('has a part per linked child: due and late assignments, papers done, chapters improving and slipping', async () => {
    const { test, parent, amy, ben, dueSoon, late, now } = await parentWithTwoChildren();
    const digest: ParentDigest = await buildParentDigest(testContext(test.app, test.asSession(parent, 'Mrs Lee')), now);
    const chapter = { chapterNo: '1', title: { en: 'Chapter 1', zh: '第1章' }, subject: { en: 'Maths', zh: '數學' } };
    expect(digest.more).toBe(0);
    expect(digest.children).toEqual([
      {
        student: { id: amy.id, displayName: 'Amy Lee' },
        due: [],
        late: [],
        papersDone: 1,
        improving: [{ ...chapter, before: 0, now: 100 }],
        slipping: [],
      },
      {
        student: { id: ben.id, displayName: 'Ben Lee' },
        due: [{ assignmentId: dueSoon, subject: { en: 'Maths', zh: '數學' }, dueDate: expect.any(Number) }],
        late: [{ assignmentId: late, subject: { en: 'Maths', zh: '數學' }, dueDate: expect.any(Number) }],
        papersDone: 1,
        improving: [],
        slipping: [{ ...chapter, before: 100, now: 0 }],
      },
    ]);
  });

  it('is mailed through the outbox to the real SMTP peer, as text and HTML, once however often the job runs', async () => {
    const { test, parent, now } = await parentWithTwoChildren();
    expect(await test.send('2026-11-30', now)).toEqual({ sent: 1, failed: 0 });
    await test.app.mailer.settled();
    const mail = await test.smtp.mailTo(parent.email);
    expect(mail.raw).toContain('Subject: Paperwise: the week for Amy Lee and Ben Lee');
    expect(mail.raw).toContain('text/html');
    const [row] = await test.outbox();
    expect(row).toMatchObject({ to: parent.email, status: 'sent' });
    expect(row!.text).toContain('Hello Mrs Lee,');
    expect(row!.text).toContain('== Amy Lee ==\n1 paper done this week');
    expect(row!.text).toContain('Improving:\n- Maths · 1 Chapter 1: 0% → 100%');
    expect(row!.text).toContain('== Ben Lee ==');
    expect(row!.text).toContain('Due in the coming week:\n- Maths (due ');
    expect(row!.text).toContain('Late, not handed in yet:\n- Maths (due ');
    expect(row!.text).toContain('Slipping:\n- Maths · 1 Chapter 1: 100% → 0%');
    expect(row!.text).toContain('http://localhost:3000/app/profile');
    expect(row!.html).toContain('<h2 style="font-size:18px;margin:24px 0 4px">Amy Lee</h2>');
    // The job retried (or run again by another server) mails nobody twice.
    expect(await test.send('2026-11-30', now)).toEqual({ sent: 0, failed: 0 });
    expect(await test.outbox()).toHaveLength(1);
  });

  it("is written in the parent's language", async () => {
    const { test, now } = await parentWithTwoChildren('zh');
    await test.send('2026-11-30', now);
    const [row] = await test.outbox();
    expect(row!.subject).toBe('Paperwise：Amy Lee、Ben Lee的本週摘要');
    expect(row!.text).toContain('Mrs Lee，你好：');
    expect(row!.text).toContain('本週完成 1 份試卷');
    expect(row!.text).toContain('進步中:\n- 數學 · 1 第1章: 0% → 100%');
    expect(row!.text).toContain('退步中:\n- 數學 · 1 第1章: 100% → 0%');
    expect(row!.text).toContain('已過期，尚未提交');
  });

  it('goes to nobody without accepted linked children: a plain teacher, a pending link, a school, a student', async () => {
    const test = await setup();
    await test.make.user('teacher');
    const waiting = await test.make.user('teacher');
    const child = await test.make.user('student');
    await test.link(waiting, child, false);
    const school = await test.make.user('school');
    await test.premium(school);
    const schoolChild = await test.make.user('student');
    await test.link(school, schoolChild);
    expect(await test.send('2026-11-30', Date.now())).toEqual({ sent: 0, failed: 0 });
    expect(await test.outbox()).toEqual([]);
  });

  it('is not sent to a parent who turned it off on the profile', async () => {
    const { test, parent, now } = await parentWithTwoChildren();
    const off = await test.call(parent, 'PUT', '/api/me/digest', { weeklyDigest: false });
    expect(off.json()).toEqual({ weeklyDigest: false, isOffered: true });
    expect(await test.send('2026-11-30', now)).toEqual({ sent: 0, failed: 0 });
    expect(await test.outbox()).toEqual([]);
    await test.call(parent, 'PUT', '/api/me/digest', { weeklyDigest: true });
    expect(await test.send('2026-11-30', now)).toEqual({ sent: 1, failed: 0 });
  });
});

describe('the weekly schedule', () => {
  it('puts one job a week in the durable queue, in the day after Monday 00:00 UTC, whichever server ticks first', async () => {
    const test = await setup();
    const { queue } = test.app.appContext;
    const twin = await test.twin();
    const monday = Date.UTC(2026, 10, 30, 0, 30);
    const first = await scheduleWeeklyDigest(test.app.appContext, monday);
    expect(first).toBeTruthy();
    expect(await queue.get(first!)).toMatchObject({ queue: 'digest.weekly', state: 'queued' });
    // The same week again, here or on a second server: nothing more.
    expect(await scheduleWeeklyDigest(test.app.appContext, monday + 3_600_000)).toBeNull();
    expect(await scheduleWeeklyDigest(twin.appContext, monday + 7_200_000)).toBeNull();
    // A Wednesday is too late for that week's digest.
    expect(await scheduleWeeklyDigest(test.app.appContext, Date.UTC(2026, 11, 2, 9))).toBeNull();
    const next = await scheduleWeeklyDigest(twin.appContext, Date.UTC(2026, 11, 7, 0, 5));
    expect(next).toBeTruthy();
    const jobs = await test.app.db
      .selectFrom('jobs')
      .select(['queue', 'payload'])
      .where('queue', '=', 'digest.weekly')
      .execute();
    expect(jobs.map((job) => (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload))).toEqual(
      expect.arrayContaining([{ week: '2026-11-30' }, { week: '2026-12-07' }]),
    );
    expect(jobs).toHaveLength(2);
  });
});

describe('the weekly job', () => {
  it("is worked off the queue by the app's workers and mails the parent", async () => {
    const { test, parent } = await parentWithTwoChildren();
    const workers = createEmbeddedQueue(test.app.db, { pollMs: 20 });
    startWorkers(workers, test.app.appContext);
    // Workers stop before the database closes.
    try {
      const jobId = await scheduleWeeklyDigest({ ...test.app.appContext, queue: workers }, Date.UTC(2026, 10, 30, 2));
      expect(jobId).toBeTruthy();
      await expect
        .poll(async () => (await workers.get(jobId!))?.state, { timeout: 15_000, interval: 50 })
        .toBe('completed');
    } finally {
      await workers.stop();
    }
    await test.app.mailer.settled();
    expect((await test.smtp.mailTo(parent.email)).raw).toContain(
      'Subject: Paperwise: the week for Amy Lee and Ben Lee',
    );
    expect(await test.outbox()).toHaveLength(1);
  });
});

describe('/api/me/digest', () => {
  it('offers the switch to teachers, on by default', async () => {
    const test = await setup();
    const teacher = await test.make.user('teacher');
    expect((await test.call(teacher, 'GET', '/api/me/digest')).json()).toEqual({ weeklyDigest: true, isOffered: true });
  });

  it('does not offer it to students or schools, and refuses to change it for them', async () => {
    const test = await setup();
    for (const role of ['student', 'school'] as const) {
      const user = await test.make.user(role);
      expect((await test.call(user, 'GET', '/api/me/digest')).json()).toEqual({
        weeklyDigest: false,
        isOffered: false,
      });
      const res = await test.call(user, 'PUT', '/api/me/digest', { weeklyDigest: true });
      expect(res.statusCode).toBe(403);
    }
  });

  it('needs a session and a boolean', async () => {
    const test = await setup();
    const teacher = await test.make.user('teacher');
    expect((await test.call(null, 'GET', '/api/me/digest')).statusCode).toBe(401);
    expect((await test.call(null, 'PUT', '/api/me/digest', { weeklyDigest: false })).statusCode).toBe(401);
    expect((await test.call(teacher, 'PUT', '/api/me/digest', { weeklyDigest: 'no' })).statusCode).toBe(400);
    expect((await test.call(teacher, 'PUT', '/api/me/digest', { weeklyDigest: false, x: 1 })).statusCode).toBe(400);
  });
});
