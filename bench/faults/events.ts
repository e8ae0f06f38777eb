// Live events across servers. Each watcher is a student whose teacher invites them and withdraws the invitation in
// turn, every 2 s: each of those writes publishes an `invitations` event to the student (server/modules/links). The
// student holds two streams: one straight on app server i, and one through nginx (wherever it lands); the teacher's
// writes go straight to app server i+1, so every event the first stream hears crossed servers through PostgreSQL's
// LISTEN/NOTIFY. Streams that end are opened again after 5 s (`retry: 5000`, what the server tells EventSource).
import type http from 'node:http';
import { type Client, signUp } from './client';

export interface Write {
  startedAt: number;
  acknowledgedAt: number;
}

export interface Watcher {
  writes: Write[];
  /** when each `invitations` event arrived, by stream */
  direct: number[];
  viaNginx: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RECONNECT_MS = 5000;

/** Holds a stream open until `until`, reopening it after a drop; pushes each invitations event's arrival time. */
async function holdStream(client: Client, cookie: string, until: number, arrivals: number[]): Promise<void> {
  while (Date.now() < until) {
    await new Promise<void>((resolve) => {
      const request = client.stream('/api/events', cookie);
      const timer = setTimeout(() => request.destroy(), Math.max(0, until - Date.now()));
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      request.on('response', (response: http.IncomingMessage) => {
        if (response.statusCode !== 200) {
          response.resume();
          done();
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (/^event: invitations$/m.test(message)) arrivals.push(Date.now());
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('close', done);
        response.on('error', done);
      });
      request.on('error', done);
      request.end();
    });
    if (Date.now() < until) await sleep(RECONNECT_MS);
  }
}

export async function prepareWatchers(nginx: Client, count: number, runId: string) {
  const pairs = [];
  for (let index = 0; index < count; index++) {
    const studentEmail = `watcher-${index}-${runId}@faults.example.com`;
    const student = await signUp(nginx, studentEmail, 'student');
    const teacher = await signUp(nginx, `teacher-${index}-${runId}@faults.example.com`, 'teacher');
    pairs.push({ index, student, teacher, studentEmail });
  }
  return pairs;
}

export function runWatcher(
  pair: Awaited<ReturnType<typeof prepareWatchers>>[number],
  clients: { nginx: Client; apps: Client[] },
  until: number,
): { watcher: Watcher; done: Promise<void> } {
  const watcher: Watcher = { writes: [], direct: [], viaNginx: [] };
  const streamServer = clients.apps[pair.index % clients.apps.length]!;
  const writeServer = clients.apps[(pair.index + 1) % clients.apps.length]!;
  const writes = (async () => {
    await sleep(1000 + pair.index * 300);
    let isInvited = false;
    while (Date.now() < until) {
      const startedAt = Date.now();
      try {
        const response = isInvited
          ? await writeServer.request('DELETE', `/api/students/${pair.student.id}`, {
              cookie: pair.teacher.cookie,
              timeoutMs: 10_000,
            })
          : await writeServer.request('POST', '/api/students', {
              cookie: pair.teacher.cookie,
              body: { email: pair.studentEmail },
              timeoutMs: 10_000,
            });
        if (response.status === 201 || response.status === 204) {
          watcher.writes.push({ startedAt, acknowledgedAt: Date.now() });
          isInvited = !isInvited;
        } else if (response.status === 409) {
          isInvited = true; // already invited: an earlier try was written but its answer was lost
        } else if (response.status === 404) {
          isInvited = false;
        }
      } catch {
        // the server is down: no write, no event expected
      }
      await sleep(2000);
    }
  })();
  const done = Promise.all([
    writes,
    holdStream(streamServer, pair.student.cookie, until + 3000, watcher.direct),
    holdStream(clients.nginx, pair.student.cookie, until + 3000, watcher.viaNginx),
  ]).then(() => {});
  return { watcher, done };
}

/**
 * How many acknowledged writes of [from, to) had their event arrive on a stream: each write is matched with the
 * first unmatched event between its start and 5 s after its acknowledgement (events carry no id; they are told
 * apart by time).
 */
export function countDelivered(watchers: Watcher[], stream: 'direct' | 'viaNginx', from: number, to: number) {
  let sent = 0;
  let delivered = 0;
  for (const watcher of watchers) {
    const arrivals = [...watcher[stream]].sort((a, b) => a - b);
    const used = new Set<number>();
    for (const write of watcher.writes) {
      const match = arrivals.findIndex(
        (at, index) => !used.has(index) && at >= write.startedAt && at <= write.acknowledgedAt + 5000,
      );
      if (match >= 0) used.add(match);
      if (write.acknowledgedAt < from || write.acknowledgedAt >= to) continue;
      sent++;
      if (match >= 0) delivered++;
    }
  }
  return { sent, delivered };
}
