import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { STREAMS_PER_USER } from './feed';
import { STREAM_RECHECK_MS } from './routes';

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
  const list = async () =>
    (await test.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie: admin.cookie } })).json();
  return { ...test, admin, student, catalogue, report, list };
}

interface ServerEvent {
  event: string;
  data: unknown;
}

/**
 * A real HTTP request to an event stream, read as it arrives: `app.inject` waits for the end of an answer, which an
 * event stream never reaches.
 */
function openStream(baseUrl: string, cookie?: string) {
  return new Promise<{
    status: number;
    headers: IncomingHttpHeaders;
    nextEvent: () => Promise<ServerEvent>;
    /** settles when the answer ends, from either side */
    ended: Promise<void>;
    close: () => Promise<void>;
  }>((resolve, reject) => {
    const request = httpGet(
      `${baseUrl}/api/admin/reports/events`,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
      (response) => {
        const events: ServerEvent[] = [];
        let waiting: ((event: ServerEvent) => void) | undefined;
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const fields = new Map(
              block
                .split('\n')
                .filter((line) => !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            );
            const event = fields.get('event');
            if (!event) continue; // the retry line
            const parsed = { event, data: JSON.parse(fields.get('data') ?? 'null') };
            if (waiting) {
              waiting(parsed);
              waiting = undefined;
            } else events.push(parsed);
          }
        });
        const ended = new Promise<void>((done) => response.once('close', done));
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          ended,
          nextEvent: () => {
            const queued = events.shift();
            if (queued) return Promise.resolve(queued);
            return new Promise((done, fail) => {
              const timer = setTimeout(() => fail(new Error('no event within 5 s')), 5000);
              waiting = (event) => {
                clearTimeout(timer);
                done(event);
              };
            });
          },
          close: async () => {
            request.destroy();
            await ended;
          },
        });
      },
    );
    request.on('error', reject);
  });
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
    const res = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/reports/${gone.id}`,
      headers: { cookie: test.admin.cookie },
    });
    expect(res.statusCode).toBe(204);
    const { items, count } = await test.list();
    expect(count).toBe(1);
    expect(items.map((item: { id: string }) => item.id)).toEqual([String(kept.id)]);
    const row = await test.app.db.selectFrom('reports').select('deleted').where('id', '=', gone.id).executeTakeFirst();
    expect(row?.deleted).toBe(1);
  });

  it.each(['999999', 'not-a-number'])('answers report_not_found for %s', async (id) => {
    const test = await setup();
    const res = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/reports/${id}`,
      headers: { cookie: test.admin.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('report_not_found');
  });
});

describe('GET /api/admin/reports/events', () => {
  async function live() {
    const test = await setup({ questionsPerType: 1 });
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    /** The student starts a one-question paper and reports its question, as the practice page does. */
    const reportQuestion = async (student: TestUser, message: string) => {
      const practice = await test.app.inject({
        method: 'POST',
        url: '/api/practices',
        headers: { cookie: student.cookie },
        payload: {
          subjectId: test.catalogue.subjectId,
          chapterIds: test.catalogue.chapterIds,
          locale: 'en',
          difficulty: 1,
          noOfMCQuestions: 1,
          noOfShortQuestions: 0,
          noOfLongQuestions: 0,
          timeLimit: 30,
        },
      });
      expect(practice.statusCode, practice.body).toBe(201);
      const res = await test.app.inject({
        method: 'POST',
        url: `/api/practices/${practice.json().id}/questions/1/reports`,
        headers: { cookie: student.cookie },
        payload: { message },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    return { ...test, baseUrl, reportQuestion };
  }

  it('sends the count on connect and again when a student reports a question or an admin deletes a report', async () => {
    const test = await live();
    const old = await test.report('Already there', Date.now());
    const stream = await openStream(test.baseUrl, test.admin.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // helmet's headers reach the hijacked answer too
      'x-content-type-options': 'nosniff',
    });
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(await stream.nextEvent()).toEqual({ event: 'reports', data: { count: 1 } });

    await test.reportQuestion(test.student, 'Option C is also right');
    expect(await stream.nextEvent()).toEqual({ event: 'reports', data: { count: 2 } });

    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/reports/${old.id}`,
      headers: { cookie: test.admin.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stream.nextEvent()).toEqual({ event: 'reports', data: { count: 1 } });
    await stream.close();
  });

  it('tells every open stream, super-admins included', async () => {
    const test = await live();
    const superAdmin = await test.make.user('super-admin');
    const streams = [
      await openStream(test.baseUrl, test.admin.cookie),
      await openStream(test.baseUrl, superAdmin.cookie),
    ];
    for (const stream of streams) expect(await stream.nextEvent()).toEqual({ event: 'reports', data: { count: 0 } });
    await test.reportQuestion(test.student, 'Typo in option A');
    for (const stream of streams) expect(await stream.nextEvent()).toEqual({ event: 'reports', data: { count: 1 } });
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('answers 401 signed out and 403 to a student, a teacher or a school', async () => {
    const test = await setup();
    const teacher = await test.make.user('teacher');
    const school = await test.make.user('school');
    const url = '/api/admin/reports/events';
    const signedOut = await test.app.inject({ method: 'GET', url });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('unauthenticated');
    for (const user of [test.student, teacher, school]) {
      const res = await test.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it(`allows ${STREAMS_PER_USER} streams per user and frees one when its client goes away`, async () => {
    const test = await live();
    const streams = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const stream = await openStream(test.baseUrl, test.admin.cookie);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const refused = await openStream(test.baseUrl, test.admin.cookie);
    expect(refused.status).toBe(429);
    await refused.close();
    // Another admin is not held back by this one's tabs.
    const other = await openStream(test.baseUrl, (await test.make.user('admin')).cookie);
    expect(other.status).toBe(200);

    await streams.pop()!.close();
    // The server hears of the closed connection a moment later.
    const again = await vi.waitFor(async () => {
      const stream = await openStream(test.baseUrl, test.admin.cookie);
      if (stream.status !== 200) {
        await stream.close();
        throw new Error(`still ${stream.status}`);
      }
      return stream;
    });
    expect(await again.nextEvent()).toEqual({ event: 'reports', data: { count: 0 } });
    await Promise.all([...streams, other, again].map((stream) => stream.close()));
  });

  it('checks the session again while a stream is open: a lost admin role ends it, a valid one keeps it', async () => {
    const test = await live();
    const other = await test.make.user('admin');
    // The streams' timers (heartbeat, re-check) start under fake intervals, so the test can move them on.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const kept = await openStream(test.baseUrl, other.cookie);
    const dropped = await openStream(test.baseUrl, test.admin.cookie);
    try {
      await Promise.all([kept.nextEvent(), dropped.nextEvent()]);
      await test.app.db.updateTable('profiles').set({ role: 'student' }).where('id', '=', test.admin.id).execute();
      vi.advanceTimersByTime(STREAM_RECHECK_MS);
      await dropped.ended;
    } finally {
      vi.useRealTimers();
    }
    // The other admin's stream was checked too, and is still open and hearing changes.
    await test.reportQuestion(test.student, 'still live');
    expect(await kept.nextEvent()).toMatchObject({ event: 'reports' });
    await kept.close();
  });

  it('ends open streams when the server shuts down, so stopping does not wait for the clients', async () => {
    const test = await live();
    const stream = await openStream(test.baseUrl, test.admin.cookie);
    await stream.nextEvent();
    // Without the preClose hook, app.close() waits for the stream's connection and the test times out here.
    await test.restart();
    await stream.ended;
  });
});
