// Students on AI papers: each asks for a paper of three MC questions, written one by one by the chat peer at a slow
// rate, so that a fault lands while a job is running. A paper is followed by its GET every 500 ms (as the working
// screen's poll, which the live event only hurries), until all its questions are there or it says the AI failed.

import { type Client, signUp } from './client';
import type { Cluster } from './cluster';
import { findChapters } from './students';

export const AI_QUESTIONS = 3;

export interface AiPaper {
  practiceId: string;
  startedAt: number;
  /** when the last question was seen, or the paper said ai_failed / ai_incomplete */
  endedAt: number | null;
  end: 'written' | 'ai_failed' | 'ai_incomplete' | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs a new student up (the AI limits count per person and hour) and starts an AI paper; follows it to its end. */
export async function startAiPaper(client: Client, name: string, until: number): Promise<AiPaper> {
  const { cookie } = await signUp(client, `${name}@faults.example.com`, 'student');
  const chapters = await findChapters(client, cookie);
  const created = await client.request('POST', '/api/ai/practices', {
    cookie,
    body: {
      subjectId: chapters.subjectId,
      chapterIds: chapters.chapterIds.slice(0, 1),
      locale: 'en',
      difficulty: 1,
      noOfMCQuestions: AI_QUESTIONS,
      noOfShortQuestions: 0,
      noOfLongQuestions: 0,
      timeLimit: 60,
    },
  });
  if (created.status !== 201) throw new Error(`AI paper refused: ${created.status} ${created.body.slice(0, 200)}`);
  const paper: AiPaper = {
    practiceId: (JSON.parse(created.body) as { id: string }).id,
    startedAt: Date.now(),
    endedAt: null,
    end: null,
  };
  void (async () => {
    while (paper.end === null && Date.now() < until) {
      await sleep(500);
      try {
        const response = await client.request('GET', `/api/practices/${paper.practiceId}`, {
          cookie,
          timeoutMs: 10_000,
        });
        if (response.status !== 200) continue;
        const view = JSON.parse(response.body) as { notice: string | null; questions: unknown[] };
        if (view.notice === 'ai_failed' || view.notice === 'ai_incomplete') paper.end = view.notice;
        else if (view.questions.length >= AI_QUESTIONS) paper.end = 'written';
        if (paper.end) paper.endedAt = Date.now();
      } catch {
        // the fault itself: look again
      }
    }
  })();
  return paper;
}

export interface HeldJob {
  practiceId: string;
  lockedBy: string;
}

/** The AI paper jobs running now, and who holds each (`host:pid:tag`). */
export async function runningPaperJobs(cluster: Cluster): Promise<HeldJob[]> {
  const rows = await cluster.query<{ payload: string; lockedBy: string }>(
    `select payload, "lockedBy" from jobs where queue = 'ai.write-practice' and state = 'running' and "lockedBy" is not null`,
  );
  return rows.map((row) => ({
    practiceId: (JSON.parse(row.payload) as { practiceId: string }).practiceId,
    lockedBy: row.lockedBy,
  }));
}

export const isHeldBy = (job: HeldJob, pid: number) => job.lockedBy.split(':')[1] === String(pid);
