// bench/autosave: many signed-in students saving answers at once, on SQLite and PostgreSQL, beside a bare Fastify
// route measured in the same run. Prints requests per second and p50/p99 (closed loop, autocannon) and an open-loop
// run at a fixed arrival rate whose latency counts from the scheduled send (no coordinated omission).
//
// The open loop's rate is a fraction of the bare route measured in the same run (--fraction; 0.075 on SQLite, 0.045
// on PostgreSQL: 2,500 and 1,500 a second where the bare route does 33k), so it asks the same of a slow machine as of
// a fast one. The generator runs on core 0 and the server on the last core where taskset allows. The run says when
// the generator itself could not keep the rate (its sends fell behind their schedule), and what the server saw
// (event-loop delay, major GC pauses), so a bad figure says which side it came from.
//   npx tsx bench/autosave.ts [--students 200] [--seconds 20] [--fraction 0.075 | --rate 2500] [--open-seconds 60]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { percentile, pinToCore, request, startServer, stopServer } from './lib';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '' },
    fraction: { type: 'string', default: '' },
    'open-seconds': { type: 'string', default: '60' },
    database: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'sqlite' },
  },
});
const students = Number(values.students);
const seconds = Number(values.seconds);
const openSeconds = Number(values['open-seconds']);
const usePostgres = values.database === 'postgres';
const fraction = values.fraction ? Number(values.fraction) : usePostgres ? 0.045 : 0.075;
const databaseUrl = usePostgres ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined;

async function closedLoop(port: number, requests: autocannon.Request[], connections: number) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

interface Student {
  cookie: string;
  practiceId: string;
  questions: number;
}

async function prepareStudents(port: number): Promise<Student[]> {
  const ready: Student[] = [];
  for (let i = 0; i < students; i++) {
    const email = `bench-${i}-${Date.now()}@example.com`;
    const signUp = await request(port, 'POST', '/api/auth/sign-up/email', {
      body: { name: `Student ${i}`, email, password: 'bench-pass', confirmPassword: 'bench-pass', role: 'student' },
    });
    const cookie = [signUp.headers['set-cookie']]
      .flat()
      .find((c) => c?.includes('session_token='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`sign-up failed: ${signUp.body}`);
    const list = JSON.parse((await request(port, 'GET', '/api/subjects', { cookie })).body) as {
      subjects: Array<{ id: string }>;
    };
    const subjectId = list.subjects[0]!.id;
    const sections = JSON.parse(
      (await request(port, 'GET', `/api/subjects/${subjectId}/chapters`, { cookie })).body,
    ) as { sections: Array<{ chapters: Array<{ id: string }> }> };
    const chapterIds = sections.sections.flatMap((s) => s.chapters.map((c) => c.id));
    const practice = await request(port, 'POST', '/api/practices', {
      cookie,
      body: {
        subjectId,
        chapterIds,
        locale: 'en',
        difficulty: 2,
        noOfMCQuestions: 0,
        noOfShortQuestions: 3,
        noOfLongQuestions: 2,
        timeLimit: 120,
      },
    });
    if (practice.status !== 201) throw new Error(`practice failed: ${practice.body}`);
    ready.push({ cookie, practiceId: JSON.parse(practice.body).id, questions: 5 });
  }
  return ready;
}

async function openLoop(port: number, all: Student[], perSecond: number, durationSeconds: number) {
  const latencies: number[] = [];
  /** how late each request left the generator, against its schedule: the generator's own lag */
  const sendLags: number[] = [];
  let errors = 0;
  const seqs = new Map<string, number>();
  const interval = 1000 / perSecond;
  const start = performance.now();
  const total = Math.floor(perSecond * durationSeconds);
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sendLags.push(performance.now() - scheduled);
    const student = all[i % all.length]!;
    const seq = (seqs.get(student.practiceId) ?? 0) + 1;
    seqs.set(student.practiceId, seq);
    pending.push(
      request(port, 'PUT', `/api/practices/${student.practiceId}/answers/${(seq % student.questions) + 1}`, {
        cookie: student.cookie,
        body: { ans: `draft ${seq}`, seq },
      }).then(
        (res) => {
          if (res.status !== 200) errors++;
          latencies.push(performance.now() - scheduled);
        },
        () => {
          errors++;
        },
      ),
    );
  }
  const sendSeconds = (performance.now() - start) / 1000;
  await Promise.all(pending);
  const achieved = total / ((performance.now() - start) / 1000);
  latencies.sort((a, b) => a - b);
  sendLags.sort((a, b) => a - b);
  return {
    target: perSecond,
    achieved,
    sent: total / sendSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    sendLagP99: percentile(sendLags, 99),
    errors,
  };
}

/** The generator kept its schedule when it sent at 98% of the rate or more, and its p99 send lag stayed under 20 ms. */
function generatorKeptUp(open: Awaited<ReturnType<typeof openLoop>>): boolean {
  return open.sent >= 0.98 * open.target && open.sendLagP99 < 20;
}

const generatorPinning = pinToCore(process.pid, 'generator');
const bare = await startServer('bare.ts');
const bareResult = await closedLoop(
  bare.port,
  [{ method: 'PUT', path: '/bare/1', body: '{"ans":"a","seq":1}', headers: { 'content-type': 'application/json' } }],
  100,
);
await stopServer(bare.child);

const app = await startServer('app.ts', { DATABASE_URL: databaseUrl });
console.log(`preparing ${students} signed-in students with a practice each on ${app.info.database}…`);
const all = await prepareStudents(app.port);
const result = await autocannonPerStudent(app.port, all);
const rate = values.rate ? Number(values.rate) : Math.round(bareResult.rps * fraction);
app.child.send('reset'); // the server's stall figures cover the open loop only
const open = await openLoop(app.port, all, rate, openSeconds);
const serverReport = await stopServer(app.child);

async function autocannonPerStudent(port: number, everyone: Student[]) {
  // autocannon gives every connection the same request list, so each connection picks its student from a counter
  // and then keeps typing: every request saves the next edit of one of that student's answers.
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'PUT',
      setupRequest: (req, context) => {
        const ctx = context as { student?: Student; seq?: number };
        if (!ctx.student) ctx.student = everyone[next++ % everyone.length];
        ctx.seq = (ctx.seq ?? 0) + 1;
        const student = ctx.student!;
        return {
          ...req,
          path: `/api/practices/${student.practiceId}/answers/${(ctx.seq % student.questions) + 1}`,
          headers: { cookie: student.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            ans: `draft ${ctx.seq}: the gradient is $\\frac{3}{4}$`,
            seq: Date.now() * 1000 + ctx.seq,
          }),
        };
      },
    },
  ];
  return closedLoop(port, requests, Math.min(everyone.length, 100));
}

const ratio = result.rps / bareResult.rps;
console.log(`\nautosave on ${app.info.database} (${students} students, ${seconds} s closed loop, 100 connections)`);
console.log(
  `  bare Fastify route: ${Math.round(bareResult.rps)} req/s, p50 ${bareResult.p50} ms, p99 ${bareResult.p99} ms`,
);
console.log(
  `  answer save:        ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
);
console.log(`  ratio:              ${ratio.toFixed(3)} of the bare route (floor 0.20)`);
console.log(
  `open loop at ${open.target}/s (${values.rate ? 'set by --rate' : `${fraction} of the bare route`}) for ${openSeconds} s: achieved ${Math.round(open.achieved)}/s, p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms, errors ${open.errors}`,
);
console.log(
  `  generator (${generatorPinning}): sent ${Math.round(open.sent)}/s, send lag p99 ${open.sendLagP99.toFixed(1)} ms${generatorKeptUp(open) ? '' : ' — THE GENERATOR COULD NOT KEEP THE RATE: latencies include its own delay'}`,
);
console.log(
  `  server: event-loop delay p99 ${serverReport.loopDelayP99Ms} ms, max ${serverReport.loopDelayMaxMs} ms; major GC pauses ${serverReport.majorGcPauses}, longest ${serverReport.majorGcMaxMs} ms`,
);
