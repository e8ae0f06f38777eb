// An assignment handed in by a whole year group at once: 500 students submit one 40-question MC assignment at the
// same moment. Measured: the time from the first submit until every MC answer is marked and the teacher's results
// page answers with all 500 papers; then the results page's latency, beside GET /api/health in the same run.
//
//   npx tsx bench/assignments.ts                        SQLite
//   npx tsx bench/assignments.ts --database postgres    PostgreSQL (DATABASE_URL or 127.0.0.1:5432/test)
//
// Everything a student does goes through the API (sign-up, start, 40 autosaves, submit); only the teacher-student
// links are written directly, as an operator's import would. Goals (issue 11): all marked and the results page
// answering within 10 s; the results page p95 <= 200 ms.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { AssignmentResults } from '../common/assignments';
import { startBenchApp } from './in-process-app';
import { percentile, request, signUp as signUpThroughApi } from './lib';
import type { SubmitterInput, SubmitterOutput } from './submitter';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'sqlite' },
    students: { type: 'string', default: '500' },
    questions: { type: 'string', default: '40' },
    requests: { type: 'string', default: '200' },
    'cpu-prof': { type: 'string' },
  },
});
const usePostgres = values.database === 'postgres';
const STUDENTS = Number(values.students);
const QUESTIONS = Number(values.questions);
const REQUESTS = Number(values.requests);

const { app, port, db } = await startBenchApp(usePostgres);

async function call<T>(method: string, url: string, cookie: string, body?: unknown): Promise<T> {
  const response = await request(port, method, url, { cookie, body });
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${response.body.slice(0, 300)}`);
  return (response.body ? JSON.parse(response.body) : undefined) as T;
}

function signUp(role: 'student' | 'teacher', n: number) {
  const email = `bench-${role}-${n}-${randomUUID().slice(0, 8)}@example.com`;
  return signUpThroughApi(port, { role, name: `Bench ${role} ${n}`, email, password: 'bench-pass-1' });
}

/** Runs `work` for every item, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

const setupStarted = performance.now();
const teacher = await signUp('teacher', 0);
await db.updateTable('profiles').set({ premiumTeacherQuantity: 1 }).where('id', '=', teacher.id).execute();
const students = await inParallel(
  Array.from({ length: STUDENTS }, (_, n) => n),
  16,
  (n) => signUp('student', n),
);
const now = Date.now();
for (let i = 0; i < students.length; i += 200)
  await db
    .insertInto('studentLinks')
    .values(
      students.slice(i, i + 200).map((s) => ({
        id: randomUUID(),
        teacherId: teacher.id,
        studentId: s.id,
        className: '5A',
        classNumber: '',
        schoolId: null,
        accepted: 1 as const,
        deleted: 0 as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();

const subjectId = 'hkdse-math-cp';
const chapterIds = (await db.selectFrom('chapters').select('id').where('subjectId', '=', subjectId).execute()).map(
  (c) => c.id,
);
const { id: assignmentId } = await call<{ id: string }>('POST', '/api/assignments', teacher.cookie, {
  mode: 'bank',
  subjectId,
  chapterIds,
  locale: 'en',
  difficulty: 2,
  noOfMCQuestions: QUESTIONS,
  timeLimit: 60,
  dueDate: Date.now() + 7 * 86_400_000,
  studentIds: students.map((s) => s.id),
  shuffleOptions: true,
});
await call('POST', `/api/assignments/${assignmentId}/publish`, teacher.cookie);

// Each student starts and answers every question (autosave), as in class; then waits for the bell.
const options = ['a', 'b', 'c', 'd'];
const practiceIds = await inParallel(students, 32, async (student, n) => {
  const { practiceId } = await call<{ practiceId: string }>(
    'POST',
    `/api/assignments/${assignmentId}/start`,
    student.cookie,
  );
  for (let q = 1; q <= QUESTIONS; q++)
    await call('PUT', `/api/practices/${practiceId}/answers/${q}`, student.cookie, {
      ans: options[(n + q) % 4],
      seq: 1,
    });
  return practiceId;
});
for (let n = 0; n < 50; n++) await request(port, 'GET', '/api/health');
console.log(
  `set up ${STUDENTS} students with ${QUESTIONS} answers each on ${app.dialect} in ${Math.round((performance.now() - setupStarted) / 1000)} s`,
);

// With --cpu-prof <file>, the submits and the first results page are profiled (the submits' own client runs on its worker thread).
const profiler = values['cpu-prof'] ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

// The bell: every student submits at once, from a worker thread (bench/submitter.ts) standing in for their browsers.
// tsx's loader is not inherited by a worker, so the worker's first act is to load the TypeScript file through it.
const submitterUrl = new URL('./submitter.ts', import.meta.url).href;
const submitter = new Worker(
  `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(submitterUrl)}, ${JSON.stringify(import.meta.url)}))`,
  {
    eval: true,
    workerData: {
      port,
      submits: students.map((student, n) => ({ practiceId: practiceIds[n]!, cookie: student.cookie })),
    } satisfies SubmitterInput,
  },
);
await once(submitter, 'message'); // 'ready': the worker's start-up is not part of the figure
const t0 = performance.now();
submitter.postMessage('go');
const [submitted] = (await once(submitter, 'message')) as [SubmitterOutput];
const allSubmitted = performance.now() - t0;
await submitter.terminate();
if (submitted.failures.length > 0) throw new Error(submitted.failures.slice(0, 3).join('; '));
const submitTimes = submitted.times;
const submitBytes = submitted.wireBytes;
const results = await call<AssignmentResults>('GET', `/api/assignments/${assignmentId}/results`, teacher.cookie);
const resultsAnswered = performance.now() - t0;
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(values['cpu-prof']!, JSON.stringify(profile));
  profiler.disconnect();
}

const finished = results.students.filter((row) => row.finishedAt !== null).length;
const unmarked = await db
  .selectFrom('practiceQuestions')
  .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
  .select((eb) => eb.fn.countAll<number | string>().as('n'))
  .where('practices.assignmentId', '=', assignmentId)
  .where('practiceQuestions.type', '=', 'mc')
  .where('practiceQuestions.score', 'is', null)
  .executeTakeFirstOrThrow();
if (finished !== STUDENTS || Number(unmarked.n) !== 0)
  throw new Error(`not all marked: ${finished} finished, ${unmarked.n} MC answers unmarked`);
if (results.questions.some((q) => q.facility === null)) throw new Error('a question has no facility');

async function measure(name: string, url: string, cookie?: string) {
  const latencies: number[] = [];
  for (let n = 0; n < REQUESTS; n++) {
    const started = performance.now();
    const response = await request(port, 'GET', url, { cookie });
    latencies.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${name}: ${response.status} ${response.body.slice(0, 200)}`);
  }
  latencies.sort((a, b) => a - b);
  return { name, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const sortedSubmits = [...submitTimes].sort((a, b) => a - b);
const latency = [
  await measure('GET /api/health (baseline)', '/api/health'),
  await measure(
    `GET /api/assignments/:id/results (${STUDENTS} papers)`,
    `/api/assignments/${assignmentId}/results`,
    teacher.cookie,
  ),
];
console.log(`\n${STUDENTS} students submit a ${QUESTIONS}-question assignment at once, on ${app.dialect}`);
console.log(
  `  all submitted and MC marked     ${(allSubmitted / 1000).toFixed(2)} s   (submit p50 ${(percentile(sortedSubmits, 50) / 1000).toFixed(2)} s, p95 ${(percentile(sortedSubmits, 95) / 1000).toFixed(2)} s)`,
);
console.log(`  results page answered           ${(resultsAnswered / 1000).toFixed(2)} s   (goal <= 10 s)`);
console.log(`  submit answer (a PracticeView)  ${(submitBytes / 1024).toFixed(0)} KB on the wire (br)`);
console.log(`\n${REQUESTS} sequential requests each`);
for (const r of latency) console.log(`  ${r.name.padEnd(48)} p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms`);
await app.close();
