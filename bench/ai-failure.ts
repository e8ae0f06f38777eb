// Time from "generate" to the paper saying the AI could not write it, when the AI endpoint is down (issue 24: bounded,
// under 30 s). The real app (bench/servers/app.ts: built app, fresh SQLite database, jobs in its process) writes an AI
// paper of 3 MC questions for a new student against:
//   - an endpoint nobody listens on (connection refused): "unreachable";
//   - an endpoint that answers 503 to everything: "overloaded";
//   - and, as the baseline in the same run, the local chat peer answering at once: the time to the whole paper.
// The clock runs from the POST to the first answer of GET /api/practices/:id that carries the notice `ai_failed`
// (or, for the baseline, all 3 questions), polled every 100 ms, as the working screen's own look does.
//
//   npx tsx bench/ai-failure.ts [--runs 3]
import { paperwiseReply } from '../server/test/ai-replies';
import { startAiServer } from '../server/test/ai-server';
import { arg, freePort, request, signUp, sleep, startServer, stopServer } from './lib';

const runs = Number(arg('runs', '3'));
async function newStudent(port: number): Promise<string> {
  const email = `ai-failure-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { cookie } = await signUp(port, { role: 'student', name: 'Bench Student', email, password: 'bench-password' });
  return cookie;
}

/** One paper: POST, then look every 100 ms until it is written in full or says the AI failed. */
async function measure(port: number, chapter: { subjectId: string; id: string }): Promise<{ ms: number; end: string }> {
  const cookie = await newStudent(port);
  const startedAt = performance.now();
  const created = await request(port, 'POST', '/api/ai/practices', {
    cookie,
    body: {
      subjectId: chapter.subjectId,
      chapterIds: [chapter.id],
      locale: 'en',
      difficulty: 1,
      noOfMCQuestions: 3,
      noOfShortQuestions: 0,
      noOfLongQuestions: 0,
      timeLimit: 30,
    },
  });
  if (created.status !== 201) throw new Error(`AI paper refused: ${created.status} ${created.body}`);
  const id = (JSON.parse(created.body) as { id: string }).id;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(100)) {
    const view = JSON.parse((await request(port, 'GET', `/api/practices/${id}`, { cookie })).body) as {
      notice: string | null;
      questions: unknown[];
    };
    if (view.notice === 'ai_failed' || view.questions.length === 3) {
      return { ms: performance.now() - startedAt, end: view.notice ?? 'written' };
    }
  }
  throw new Error('no end after 120 s');
}

async function scenario(name: string, aiBaseUrl: string) {
  const app = await startServer('app.ts', {
    BENCH_PORT: String(await freePort()),
    AI_BASE_URL: aiBaseUrl,
    AI_API_KEY: 'bench',
    AI_MODEL: 'bench',
  });
  try {
    const cookie = await newStudent(app.port);
    const { subjects } = JSON.parse((await request(app.port, 'GET', '/api/subjects', { cookie })).body) as {
      subjects: Array<{ id: string }>;
    };
    const subjectId = subjects[0]!.id;
    const { sections } = JSON.parse(
      (await request(app.port, 'GET', `/api/subjects/${subjectId}/chapters`, { cookie })).body,
    ) as { sections: Array<{ chapters: Array<{ id: string }> }> };
    const chapters = sections.flatMap((section) => section.chapters);
    const results: Array<{ ms: number; end: string }> = [];
    for (let run = 0; run < runs; run++) results.push(await measure(app.port, { subjectId, id: chapters[0]!.id }));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `${name.padEnd(28)} ${results[0]!.end.padEnd(10)} median ${(median / 1000).toFixed(1)} s  (runs: ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s)`,
    );
  } finally {
    await stopServer(app.child);
  }
}

const closedPort = await freePort();
const overloaded = await startAiServer({ reply: paperwiseReply });
overloaded.failNext(...Array.from({ length: 1_000 }, () => 503));
const working = await startAiServer({ reply: paperwiseReply });
console.log(`AI paper of 3 MC, ${runs} runs each: time from POST to the paper's end`);
await scenario('baseline: endpoint answers', working.baseUrl);
await scenario('endpoint unreachable', `http://127.0.0.1:${closedPort}/v1`);
await scenario('endpoint overloaded (503)', overloaded.baseUrl);
await overloaded.close();
await working.close();
