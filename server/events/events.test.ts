import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app';
import { openEventStream } from '../test/event-stream';
import { mcPaperForm } from '../test/requests';
import { STREAMS_PER_USER } from './hub';
import { STREAM_RECHECK_MS } from './routes';

async function live() {
  const test = await createTestApp();
  const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  const open = (cookie?: string, url = baseUrl) => openEventStream(`${url}/api/events`, cookie);
  return { ...test, baseUrl, open };
}

describe('GET /api/events', () => {
  it('opens an uncompressed event stream that starts with hello', async () => {
    const test = await live();
    const student = await test.make.user('student');
    const response = await fetch(`${test.baseUrl}/api/events`, {
      headers: { cookie: student.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // helmet's headers reach the hijacked answer too
      'x-content-type-options': 'nosniff',
    });
    // A compressed stream would sit in the compressor's buffer instead of reaching the browser.
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: hello')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('retry: 5000');
    await reader.cancel();
  });

  it('answers 401 signed out', async () => {
    const test = await live();
    const stream = await test.open();
    expect(stream.status).toBe(401);
    await stream.close();
  });

  it('tells a student of a teacher invitation, and the teacher of its acceptance, and nobody else', async () => {
    const test = await live();
    const teacher = await test.make.user('teacher');
    const student = await test.make.user('student');
    const bystander = await test.make.user('student');
    const teacherStream = await test.open(teacher.cookie);
    const studentStream = await test.open(student.cookie);
    const bystanderStream = await test.open(bystander.cookie);
    for (const stream of [teacherStream, studentStream, bystanderStream]) {
      expect(await stream.nextEvent()).toEqual({ event: 'hello', data: {} });
    }

    const invited = await test.call(teacher, 'POST', '/api/students', { email: student.email });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await studentStream.nextEvent()).toEqual({ event: 'invitations', data: {} });

    const accepted = await test.call(student, 'POST', `/api/teachers/${teacher.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await teacherStream.nextEvent()).toEqual({ event: 'invitations', data: {} });
    expect(bystanderStream.pending()).toEqual([]);
    await Promise.all([teacherStream, studentStream, bystanderStream].map((stream) => stream.close()));
  });

  it('tells every admin the report count when a student reports a question and when an admin deletes it', async () => {
    const test = await live();
    const admin = await test.make.user('admin');
    const superAdmin = await test.make.user('super-admin');
    const student = await test.make.user('student');
    const catalogue = await test.make.catalogue({ questionsPerType: 1 });
    const streams = await Promise.all([admin, superAdmin, student].map((user) => test.open(user.cookie)));
    for (const stream of streams) await stream.nextEvent();

    const practice = await test.call(student, 'POST', '/api/practices', mcPaperForm(catalogue, 1));
    expect(practice.statusCode, practice.body).toBe(201);
    const reported = await test.call(student, 'POST', `/api/practices/${practice.json().id}/questions/1/reports`, {
      message: 'Option C is also right',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    for (const stream of streams.slice(0, 2)) {
      expect(await stream.nextEvent()).toEqual({ event: 'reports', data: { count: 1 } });
    }

    const list = await test.call(admin, 'GET', '/api/admin/reports');
    const deleted = await test.call(admin, 'DELETE', `/api/admin/reports/${list.json().items[0].id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await streams[0]!.nextEvent()).toEqual({ event: 'reports', data: { count: 0 } });
    // The student's stream never hears of reports.
    expect(streams[2]!.pending()).toEqual([]);
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it(`allows ${STREAMS_PER_USER} streams per user and frees one when its client goes away`, async () => {
    const test = await live();
    const student = await test.make.user('student');
    const streams = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const stream = await test.open(student.cookie);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const refused = await test.open(student.cookie);
    expect(refused.status).toBe(429);
    await refused.close();
    // Another user is not held back by this one's tabs.
    const other = await test.open((await test.make.user('student')).cookie);
    expect(other.status).toBe(200);

    await streams.pop()!.close();
    // The server hears of the closed connection a moment later.
    const again = await vi.waitFor(async () => {
      const stream = await test.open(student.cookie);
      if (stream.status !== 200) {
        await stream.close();
        throw new Error(`still ${stream.status}`);
      }
      return stream;
    });
    expect(await again.nextEvent()).toEqual({ event: 'hello', data: {} });
    await Promise.all([...streams, other, again].map((stream) => stream.close()));
  });

  it('checks the session again while a stream is open: a changed role ends it, an unchanged one keeps it', async () => {
    const test = await live();
    const kept = await test.make.user('admin');
    const changed = await test.make.user('admin');
    // The streams' timers (heartbeat, re-check) start under fake intervals, so the test can move them on.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const keptStream = await test.open(kept.cookie);
    const changedStream = await test.open(changed.cookie);
    try {
      await Promise.all([keptStream.nextEvent(), changedStream.nextEvent()]);
      await test.app.db.updateTable('profiles').set({ role: 'student' }).where('id', '=', changed.id).execute();
      vi.advanceTimersByTime(STREAM_RECHECK_MS);
      await changedStream.ended;
    } finally {
      vi.useRealTimers();
    }
    // The unchanged admin's stream was checked too, and still hears changes.
    await test.app.events.publish({ to: { roles: ['admin'] }, event: { type: 'reports', data: { count: 0 } } });
    expect(await keptStream.nextEvent()).toEqual({ event: 'reports', data: { count: 0 } });
    await keptStream.close();
  });

  it('ends open streams when the server shuts down, so stopping does not wait for the clients', async () => {
    const test = await live();
    const stream = await test.open((await test.make.user('student')).cookie);
    await stream.nextEvent();
    // Without the preClose hook, app.close() waits for the stream's connection and the test times out here.
    await test.restart();
    await stream.ended;
  });
});

describe.runIf(process.env.DATABASE_URL)('two app servers on one PostgreSQL database', () => {
  it('a change made through one server reaches a stream open on the other, both ways', async () => {
    const test = await live();
    const twin = await test.twin();
    const twinUrl = await twin.listen({ port: 0, host: '127.0.0.1' });
    const teacher = await test.make.user('teacher');
    const student = await test.make.user('student');
    // The student listens on the first server; the teacher's requests go to the second.
    const studentStream = await test.open(student.cookie);
    const teacherStream = await test.open(teacher.cookie, twinUrl);
    await Promise.all([studentStream.nextEvent(), teacherStream.nextEvent()]);

    const invited = await fetch(`${twinUrl}/api/students`, {
      method: 'POST',
      headers: { cookie: teacher.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email }),
    });
    expect(invited.status).toBe(201);
    expect(await studentStream.nextEvent()).toEqual({ event: 'invitations', data: {} });

    const accepted = await fetch(`${test.baseUrl}/api/teachers/${teacher.id}/accept`, {
      method: 'POST',
      headers: { cookie: student.cookie },
    });
    expect(accepted.status).toBe(200);
    expect(await teacherStream.nextEvent()).toEqual({ event: 'invitations', data: {} });
    await Promise.all([studentStream.close(), teacherStream.close()]);
  });
});
