// Statistics as data grows: 10,000 students and 1,000,000 answered questions, then the latency of each statistics
// call beside GET /api/health measured in the same run.
//
//   npx tsx bench/statistics.ts                        SQLite
//   npx tsx bench/statistics.ts --database postgres    PostgreSQL (DATABASE_URL or 127.0.0.1:5432/test)
//
// The data goes in directly in bulk (sign-ups and papers through the API would take hours): 100,000 finished papers
// of 10 answered questions, their rollups as server/modules/statistics/rollup.ts keeps them, and a wrong-question
// notebook of 5 questions a student. 20 of the students and one teacher linked to them sign up for real and are the
// ones who ask.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { hongKongDay } from '../common/statistics-days';
import type { NewPracticeQuestion, PracticeTable } from '../server/db/tables/papers';
import type { ReviewQueueTable, StatChapterDailyTable, StatDailyTable } from '../server/db/tables/statistics';
import { sumStudentAverages } from '../server/modules/statistics/queries';
import { startBenchApp } from './in-process-app';
import { percentile, request, signUp as signUpThroughApi } from './lib';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'sqlite' },
    students: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '300' },
  },
});
const usePostgres = values.database === 'postgres';
const STUDENTS = Number(values.students);
const PAPERS_PER_STUDENT = 10;
const QUESTIONS_PER_PAPER = 10;
const REQUESTS = Number(values.requests);
const DAY = 86_400_000;

const { app, port, db } = await startBenchApp(usePostgres);

const subjectId = 'hkdse-math-cp';
const chapters = (await db.selectFrom('chapters').select('id').where('subjectId', '=', subjectId).execute()).map(
  (c) => c.id,
);
const questions = await db
  .selectFrom('questions')
  .select(['id', 'chapterId', 'type', 'totalScore'])
  .where('subjectId', '=', subjectId)
  .where('type', '=', 'mc')
  .limit(500)
  .execute();
if (chapters.length === 0 || questions.length === 0) throw new Error('no seeded content for the bench subject');

function signUp(role: 'student' | 'teacher', n: number) {
  const email = `bench-${role}-${n}-${randomUUID().slice(0, 8)}@example.com`;
  return signUpThroughApi(port, { role, name: `Bench ${role} ${n}`, email, password: 'bench-pass-1' });
}

const started = performance.now();
const askers = await Promise.all(Array.from({ length: 20 }, (_, n) => signUp('student', n)));
const teacher = await signUp('teacher', 0);
const now = Date.now();
const today = hongKongDay(now);
await db
  .insertInto('studentLinks')
  .values(
    askers.map((s) => ({
      id: randomUUID(),
      teacherId: teacher.id,
      studentId: s.id,
      className: '5A',
      classNumber: '',
      accepted: 1,
      deleted: 0,
      createdAt: now,
      updatedAt: now,
    })),
  )
  .execute();

// The teacher's assignments tab: 30 published assignments over the year, each set for every linked student.
const benchAssignments = Array.from({ length: 30 }, (_, n) => ({
  id: randomUUID(),
  teacherId: teacher.id,
  schoolId: null,
  subjectId,
  chapterIds: '[]',
  mode: 'blank',
  locale: 'en',
  difficulty: 1,
  noOfQuestions: 0,
  noOfMCQuestions: 0,
  noOfShortQuestions: 0,
  noOfLongQuestions: 0,
  timeLimit: 30,
  dueDate: now - (n * 12 - 3) * DAY,
  remark: `Bench assignment ${n}`,
  published: 1 as const,
  publishedAt: now,
  checked: 0 as const,
  createdBy: teacher.id,
  deleted: 0 as const,
  createdAt: now,
  updatedAt: now,
}));
await db.insertInto('assignments').values(benchAssignments).execute();
await db
  .insertInto('assignmentStudents')
  .values(
    benchAssignments.flatMap((a) =>
      askers.map((s) => ({ assignmentId: a.id, studentId: s.id, practiceId: null, deleted: 0, createdAt: now })),
    ),
  )
  .execute();

// A steady random source, so both engines get the same data.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const subjectDays = new Map<number, { students: number; sum: number; sumOfSquares: number }>();
let answered = 0;
for (let first = 0; first < STUDENTS; first += 500) {
  const practices: Insertable<PracticeTable>[] = [];
  const answers: NewPracticeQuestion[] = [];
  const daily: StatDailyTable[] = [];
  const chapterDaily = new Map<string, StatChapterDailyTable>();
  const notebook: Insertable<ReviewQueueTable>[] = [];
  for (let s = first; s < Math.min(STUDENTS, first + 500); s++) {
    const userId = s < askers.length ? askers[s]!.id : `bench-student-${s}`;
    const ability = 0.3 + random() * 0.65;
    const wrong = new Set<string>();
    const days = new Set<number>();
    while (days.size < PAPERS_PER_STUDENT) days.add(today - Math.floor(random() * 365) * DAY);
    for (const day of days) {
      const practiceId = randomUUID();
      const startedAt = day + 10 * 3_600_000;
      let score = 0;
      for (let q = 0; q < QUESTIONS_PER_PAPER; q++) {
        const question = questions[Math.floor(random() * questions.length)]!;
        const right = random() < ability;
        score += right ? 1 : 0;
        answers.push({
          id: randomUUID(),
          practiceId,
          questionNo: q + 1,
          questionId: question.id,
          chapterId: question.chapterId,
          type: 'mc',
          level: 2,
          totalScore: 1,
          question: 'Bench question',
          solution: '',
          correctAns: 'a',
          ans: right ? 'a' : 'b',
          ansSeq: 1,
          score: right ? 1 : 0,
          markedBy: 'auto',
        });
        const key = `${userId}:${question.chapterId}:${day}`;
        const row = chapterDaily.get(key) ?? {
          userId,
          subjectId,
          chapterId: question.chapterId,
          day,
          attempted: 0,
          marked: 0,
          correct: 0,
        };
        row.attempted++;
        row.marked++;
        row.correct += right ? 1 : 0;
        chapterDaily.set(key, row);
        if (!right && wrong.size < 5 && !wrong.has(question.id) && wrong.add(question.id))
          notebook.push({
            userId,
            questionId: question.id,
            subjectId,
            chapterId: question.chapterId,
            practiceId,
            questionNo: q + 1,
            lastRight: 0,
            step: 0,
            dueAt: day + DAY,
            deleted: 0,
            createdAt: startedAt,
            updatedAt: startedAt,
          });
      }
      answered += QUESTIONS_PER_PAPER;
      practices.push({
        id: practiceId,
        userId,
        subjectId,
        chapterIds: JSON.stringify(chapters.slice(0, 2)),
        locale: 'en',
        difficulty: 2,
        noOfQuestions: QUESTIONS_PER_PAPER,
        noOfMCQuestions: QUESTIONS_PER_PAPER,
        noOfShortQuestions: 0,
        noOfLongQuestions: 0,
        timeLimit: 20,
        startedAt,
        deadlineAt: startedAt + 20 * 60_000,
        finishedAt: startedAt + 12 * 60_000,
        finishedBy: 'student',
        score,
        totalScore: QUESTIONS_PER_PAPER,
        pendingMarking: 0,
        remark: '',
        source: 'bank',
        deleted: 0,
        createdAt: startedAt,
        updatedAt: startedAt,
      });
      daily.push({
        userId,
        subjectId,
        day,
        papers: 1,
        questions: QUESTIONS_PER_PAPER,
        seconds: 720,
        score,
        totalScore: QUESTIONS_PER_PAPER,
        markedWritten: 0,
      });
      const average = score / QUESTIONS_PER_PAPER;
      const spread = subjectDays.get(day) ?? { students: 0, sum: 0, sumOfSquares: 0 };
      spread.students++;
      spread.sum += average;
      spread.sumOfSquares += average * average;
      subjectDays.set(day, spread);
    }
  }
  // Accounts for the students who only exist in bulk: better-auth's user row and our profile (papers refer to them).
  const fakeIds = [...new Set(daily.map((d) => d.userId))].filter((id) => id.startsWith('bench-student-'));
  await db.transaction().execute(async (trx) => {
    const at = usePostgres ? new Date(now) : now;
    for (const id of fakeIds)
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
        values (${id}, ${id}, ${`${id}@example.com`}, ${usePostgres ? false : 0}, ${at}, ${at})`.execute(trx);
    await insertChunked(fakeIds, 500, (chunk) =>
      trx
        .insertInto('profiles')
        .values(
          chunk.map((id) => ({
            id,
            email: `${id}@example.com`,
            displayName: id,
            role: 'student',
            isSchool: 0,
            language: 'en',
            createdAt: now,
          })),
        )
        .execute(),
    );
    await insertChunked(practices, 500, (chunk) => trx.insertInto('practices').values(chunk).execute());
    await insertChunked(answers, 1_000, (chunk) => trx.insertInto('practiceQuestions').values(chunk).execute());
    await insertChunked(daily, 1_000, (chunk) => trx.insertInto('statDaily').values(chunk).execute());
    await insertChunked([...chapterDaily.values()], 1_000, (chunk) =>
      trx.insertInto('statChapterDaily').values(chunk).execute(),
    );
    await insertChunked(notebook, 1_000, (chunk) => trx.insertInto('reviewQueue').values(chunk).execute());
  });
  if ((first / 500) % 4 === 3) console.log(`  ${first + 500} students, ${answered.toLocaleString('en')} answers`);
}
await db
  .insertInto('statSubjectDaily')
  .values([...subjectDays.entries()].map(([day, spread]) => ({ subjectId, day, ...spread })))
  .execute();
if (usePostgres) await sql`analyze`.execute(db);
console.log(
  `seeded ${STUDENTS.toLocaleString('en')} students, ${answered.toLocaleString('en')} answered questions on ${app.dialect} in ${Math.round((performance.now() - started) / 1000)} s`,
);

// The sign-ups' kept-alive connections went idle during the seeding and the server closed them: clear them out.
for (let n = 0; n < 50; n++) await request(port, 'GET', '/api/health').catch(() => undefined);

async function measure(name: string, url: (n: number) => string, cookie?: (n: number) => string) {
  const latencies: number[] = [];
  for (let n = 0; n < REQUESTS; n++) {
    const t0 = performance.now();
    const response = await request(port, 'GET', url(n), { cookie: cookie?.(n) });
    latencies.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(`${name}: ${response.status} ${response.body.slice(0, 200)}`);
  }
  latencies.sort((a, b) => a - b);
  return { name, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const asker = (n: number) => askers[n % askers.length]!;
const results = [
  await measure('GET /api/health (baseline)', () => '/api/health'),
  await measure(
    'GET /api/statistics (1 year)',
    () => '/api/statistics',
    (n) => asker(n).cookie,
  ),
  await measure(
    'GET /api/statistics (7 days)',
    () => `/api/statistics?subjectId=${subjectId}&from=${today - 6 * DAY}&to=${today}`,
    (n) => asker(n).cookie,
  ),
  await measure(
    'GET /api/statistics (longest)',
    () => `/api/statistics?subjectId=${subjectId}&from=${today - 3 * 365 * DAY}&to=${today}`,
    (n) => asker(n).cookie,
  ),
  await measure(
    'GET /api/statistics/:studentId (teacher)',
    (n) => `/api/statistics/${asker(n).id}`,
    () => teacher.cookie,
  ),
  await measure(
    'GET /api/statistics/:studentId/assignments',
    (n) => `/api/statistics/${asker(n).id}/assignments`,
    () => teacher.cookie,
  ),
  await measure(
    'GET /api/review-queue',
    () => '/api/review-queue',
    (n) => asker(n).cookie,
  ),
];
// The views above find the ranking's distribution in its 60 s cache after the first call for a range: its read, the
// one that grows with every student, measured bare (every student's average over the year, then 7 days).
async function measureRead(name: string, from: number) {
  const latencies: number[] = [];
  for (let n = 0; n < REQUESTS; n++) {
    const t0 = performance.now();
    await sumStudentAverages(db, subjectId, from, today);
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { name, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}
results.push(
  await measureRead('ranking distribution, uncached (1 year)', today - 364 * DAY),
  await measureRead('ranking distribution, uncached (7 days)', today - 6 * DAY),
);
console.log(`\nstatistics on ${app.dialect}, ${REQUESTS} sequential requests each`);
for (const r of results) console.log(`  ${r.name.padEnd(44)} p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms`);
await app.close();
