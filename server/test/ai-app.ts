import { onTestFinished } from 'vitest';
import type { UploadReadView } from '../../common/ai';
import type { Db } from '../db/index';
import { createEmbeddedQueue } from '../jobs/embedded-queue';
import { startWorkers } from '../workers';
import { paperwiseReply } from './ai-replies';
import { startAiServer } from './ai-server';
import { createTestApp, type TestApp } from './app';
import type { TestUser } from './factories';
import { type FilePart, multipartFiles } from './requests';

/**
 * A test app whose AI endpoint is the local peer (a real OpenAI-compatible HTTP server on 127.0.0.1), with the job
 * workers running on its database and polling fast. Tokens cost 1 and 2 dollars per million in and out.
 */
export async function createAiTestApp() {
  const peer = await startAiServer({ reply: paperwiseReply });
  const test = await createTestApp({
    ai: {
      baseUrl: peer.baseUrl,
      apiKey: 'test-key',
      model: 'test-model',
      visionModel: 'test-vision',
      pricePerMTok: { input: 1, output: 2 },
      // The job's own tries retry a failed call; the SDK's backoff would only make tests wait.
      maxRetries: 0,
    },
  });
  const workers = createEmbeddedQueue(test.app.db, { pollMs: 20, backoffBaseMs: 50 });
  startWorkers(workers, { ...test.app.appContext, mail: undefined });
  // Workers stop before the database closes (the app's close does that) and the peer after them.
  test.app.addHook('onClose', async () => {
    await workers.stop();
    await peer.close();
  });
  onTestFinished(() => peer.close());
  return { ...test, peer, workers };
}

/** `count` AI papers this user had written 20 minutes before `now`: what the per-hour limit counts. */
export async function insertAiPapersOfLastHour(db: Db, userId: string, count: number, now: number) {
  await db
    .insertInto('jobs')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: `old-${i}`,
        queue: 'ai.write-practice',
        payload: '{}',
        state: 'completed' as const,
        attempts: 1,
        maxAttempts: 3,
        runAt: now - 20 * 60_000,
        progress: 1,
        tokensIn: 0,
        tokensOut: 0,
        costMicros: 0,
        createdBy: userId,
        createdAt: now - 20 * 60_000 + i,
        updatedAt: now,
      })),
    )
    .execute();
}

/** Waits until `check` answers something truthy (a job's effect), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Sends files to the upload-assignment tab as `user`; `query` names the subject and locale. */
export async function uploadFiles(test: Pick<TestApp, 'app'>, user: TestUser, parts: FilePart[], query: string) {
  return test.app.inject({
    method: 'POST',
    url: `/api/assignments/upload?${query}`,
    ...(await multipartFiles(parts, user.cookie)),
  });
}

/** The upload job as `user` reads it once it is `state`; the model reads every page, so it may take 30 seconds. */
export function readUploadOnce(
  test: Pick<TestApp, 'call'>,
  user: TestUser,
  jobId: string,
  state: UploadReadView['state'] = 'completed',
): Promise<UploadReadView> {
  return eventually(async () => {
    const view = (await test.call(user, 'GET', `/api/assignments/upload/${jobId}`)).json() as UploadReadView;
    return view.state === state && view;
  }, 30_000);
}
