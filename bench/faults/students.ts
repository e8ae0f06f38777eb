// Simulated students: each signs up through nginx, starts a timed paper of five written questions, and types answers
// at a student's pace. Saves go through the web app's own autosave queue (web/features/working/answerQueue.ts: the
// 1 s pause after typing, one save at a time, oldest edit first) and its own retry rules (saveRetry.ts: about each
// second, jittered, on a network error or a 5xx, slower on 429 and 401; a save unanswered after SAVE_TIMEOUT_MS is a
// failed try), with an in-memory device store, exactly as the working screen runs it where IndexedDB is refused.
// Every try and every acknowledgement goes into the ledger.
import './browser-globals';
import type { ErrorCode } from '../../common/errors';
import { AnswerQueue } from '../../web/features/working/answerQueue';
import { MemoryAnswerStore } from '../../web/features/working/answerStore';
import { SAVE_TIMEOUT_MS } from '../../web/features/working/saveRetry';
import { ApiError, NetworkError } from '../../web/lib/api';
import { type Client, signUp } from './client';
import { answerKey, type Ledger } from './ledger';

export interface Student {
  index: number;
  cookie: string;
  practiceId: string;
  questionNos: number[];
  queue: AnswerQueue;
}

interface Chapters {
  subjectId: string;
  chapterIds: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The subject and chapters every paper is drawn from: the first subject of the bank, all its chapters. */
export async function findChapters(client: Client, cookie: string): Promise<Chapters> {
  const { subjects } = JSON.parse((await client.request('GET', '/api/subjects', { cookie })).body) as {
    subjects: Array<{ id: string }>;
  };
  const subjectId = subjects[0]!.id;
  const { sections } = JSON.parse(
    (await client.request('GET', `/api/subjects/${subjectId}/chapters`, { cookie })).body,
  ) as { sections: Array<{ chapters: Array<{ id: string }> }> };
  return { subjectId, chapterIds: sections.flatMap((section) => section.chapters.map((chapter) => chapter.id)) };
}

/** Runs `task` over `items`, `limit` at a time. */
export async function inTurns<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

/** The queue's sender: the PUT the web app sends, with its errors turned into the web app's own error classes. */
function sender(client: Client, ledger: Ledger, index: number, cookie: string, practiceId: string) {
  return async (questionNo: number, body: { ans: string; seq: number }) => {
    const key = answerKey(practiceId, questionNo);
    ledger.recordSent(key, body.seq, body.ans);
    let response: Awaited<ReturnType<Client['request']>>;
    const startedAt = Date.now();
    try {
      response = await client.request('PUT', `/api/practices/${practiceId}/answers/${questionNo}`, {
        cookie,
        body,
        timeoutMs: SAVE_TIMEOUT_MS,
      });
    } catch (error) {
      ledger.recordTry({ student: index, startedAt, at: Date.now(), ok: false, status: 0 });
      throw new NetworkError(error);
    }
    if (response.status !== 200) {
      ledger.recordTry({ student: index, startedAt, at: Date.now(), ok: false, status: response.status });
      let code = 'internal';
      try {
        code = (JSON.parse(response.body) as { error?: { code?: string } }).error?.code ?? code;
      } catch {
        // a proxy's HTML error page: the status says enough
      }
      // The code is the server's (or 'internal'); the queue reads only practice_finished and practice_not_found.
      throw new ApiError(response.status, code as ErrorCode);
    }
    const saved = JSON.parse(response.body) as { seq: number; savedAt: number | null };
    const at = Date.now();
    ledger.recordTry({ student: index, startedAt, at, ok: true, status: 200 });
    ledger.recordAcknowledged(key, saved.seq, at);
    return saved;
  };
}

export async function prepareStudents(
  client: Client,
  ledger: Ledger,
  count: number,
  timeLimitMinutes: number,
  runId: string,
): Promise<Student[]> {
  let chapters: Chapters | undefined;
  return inTurns(
    Array.from({ length: count }, (_, index) => index),
    12,
    async (index) => {
      const { cookie } = await signUp(client, `student-${index}-${runId}@faults.example.com`, 'student');
      chapters ??= await findChapters(client, cookie);
      const created = await client.request('POST', '/api/practices', {
        cookie,
        body: {
          ...chapters,
          locale: 'en',
          difficulty: 2,
          noOfMCQuestions: 0,
          noOfShortQuestions: 3,
          noOfLongQuestions: 2,
          timeLimit: timeLimitMinutes,
        },
      });
      if (created.status !== 201) throw new Error(`practice for student ${index}: ${created.status} ${created.body}`);
      const practice = JSON.parse(created.body) as {
        id: string;
        questions: Array<{ questionNo: number; ans: string | null; seq: number; savedAt: number | null }>;
      };
      const { queue } = await AnswerQueue.open(
        practice.id,
        new MemoryAnswerStore(),
        sender(client, ledger, index, cookie, practice.id),
        practice.questions.map(({ questionNo, ans, seq, savedAt }) => ({ questionNo, ans, seq, savedAt })),
      );
      return {
        index,
        cookie,
        practiceId: practice.id,
        questionNos: practice.questions.map((question) => question.questionNo),
        queue,
      };
    },
  );
}

/**
 * Types until `until`: a pause to think (2 to 10 s), then a burst of one to four keystrokes of one answer, a few
 * hundred ms apart (the queue's pause after typing makes most bursts one save). Answers grow as they are typed.
 */
export async function typeAnswers(student: Student, until: number): Promise<void> {
  const texts = new Map<number, string>();
  await sleep(Math.random() * 5000);
  while (Date.now() < until) {
    const questionNo = student.questionNos[Math.floor(Math.random() * student.questionNos.length)]!;
    const keystrokes = 1 + Math.floor(Math.random() * 4);
    for (let k = 0; k < keystrokes && Date.now() < until; k++) {
      const text = `${texts.get(questionNo) ?? `student ${student.index}, question ${questionNo}:`} ${Date.now() % 100_000}`;
      texts.set(questionNo, text.slice(-2000));
      student.queue.edit(questionNo, texts.get(questionNo)!);
      await sleep(150 + Math.random() * 500);
    }
    await sleep(2000 + Math.random() * 8000);
  }
}

/** The end of the paper: every edit still waiting is sent (the queue's flush, as before a hand-in). */
export async function flushAll(students: Student[], timeoutMs: number): Promise<{ unsaved: number[] }> {
  const results = await Promise.all(students.map((student) => student.queue.flush(timeoutMs)));
  for (const student of students) student.queue.dispose();
  return { unsaved: students.filter((_, index) => !results[index]).map((student) => student.index) };
}
