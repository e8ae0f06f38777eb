import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createEmbeddedQueue } from '../jobs/embedded-queue';
import { type AiServer, startAiServer } from '../test/ai-server';
import { createTestApp } from '../test/app';
import { readEndedJob } from '../test/wait';
import { AI_CALL_RETRIES, createAiClient } from './client';
import { type WrittenQuestion, writeQuestions } from './questions';

const mc = (n: number, options = { a: `${n}`, b: `${n + 1}`, c: `${n + 2}`, d: `${n + 3}` }) => ({
  question: `What is $${n} + 0$? (${n})`,
  options,
  correct: 'a',
  solution: `$${n} + 0 = ${n}$`,
});
const written = {
  question: 'Prove that $\\sqrt{2}$ is irrational.',
  options: null,
  correct: null,
  solution: 'Suppose … (4 marks)',
};

let peer: AiServer;
beforeAll(async () => {
  peer = await startAiServer();
});
afterAll(() => peer.close());

/** The SDK's own retries are off unless a test is about them: a failed call is the job's to retry. */
function client(maxRetries = 0) {
  return createAiClient({
    baseUrl: peer.baseUrl,
    apiKey: 'test-key',
    model: 'test-model',
    visionModel: 'test-vision',
    maxRetries,
  });
}

const request = {
  subject: 'Mathematics',
  chapters: ['Quadratic equations', 'Functions'],
  locale: 'en' as const,
  difficulty: 2,
  counts: { mc: 2, short: 1, long: 0 },
};

describe('AI question writing against an OpenAI-compatible peer', () => {
  it('writes a paper question by question with a JSON schema, in order, recording usage', async () => {
    peer.requests.length = 0;
    peer.setReply((_req, index) => (index < 2 ? mc(index + 1) : written));
    const seen: number[] = [];
    let tokensOut = 0;
    const questions = await writeQuestions(client(), request, {
      onQuestion: async (q) => {
        seen.push(q.questionNo);
      },
      onUsage: async (u) => {
        tokensOut += u.tokensOut;
      },
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(questions.map((q) => q.type)).toEqual(['mc', 'mc', 'short']);
    expect(questions[2]).toMatchObject({
      options: null,
      correct: null,
      totalScore: 4,
      promptId: 'generate-question.v1',
    });
    expect(questions[1]!.chapterIndex).toBe(1);
    expect(tokensOut).toBeGreaterThan(0);
    expect(peer.requests).toHaveLength(3);
    expect(peer.requests[0]).toMatchObject({ model: 'test-model', authorization: 'Bearer test-key' });
    expect(JSON.stringify(peer.requests[0]!.responseFormat)).toContain('json_schema');
    expect(JSON.stringify(peer.requests[0]!.messages)).toContain('Quadratic equations');
  });

  it('writes again a question with repeated options or LaTeX KaTeX cannot parse, saying why', async () => {
    peer.requests.length = 0;
    const replies = [mc(1, { a: '1', b: '1', c: '2', d: '3' }), { ...mc(1), question: 'What is $\\frac{1}{$?' }, mc(7)];
    peer.setReply((_req, index) => replies[index]);
    const questions = await writeQuestions(client(), { ...request, counts: { mc: 1, short: 0, long: 0 } });
    expect(questions[0]!.options).toEqual(mc(7).options);
    expect(JSON.stringify(peer.requests[1]!.messages)).toContain('options are not distinct');
    expect(JSON.stringify(peer.requests[2]!.messages)).toContain('LaTeX does not parse');
  });

  it('retries a failed call once (AI_CALL_RETRIES) and still gets the question', async () => {
    peer.requests.length = 0;
    peer.setReply(() => mc(3));
    peer.failNext(503);
    const questions = await writeQuestions(client(AI_CALL_RETRIES), {
      ...request,
      counts: { mc: 1, short: 0, long: 0 },
    });
    expect(questions).toHaveLength(1);
    expect(peer.requests).toHaveLength(2);
  });

  it('names why a call failed: unreachable, overloaded, refused, or an answer that is not what was asked', async () => {
    const reasonOf = async (setUp: () => void, ai = client()) => {
      setUp();
      const error = await writeQuestions(ai, { ...request, counts: { mc: 1, short: 0, long: 0 } }).catch((e) => e);
      peer.setReply(() => mc(1));
      return (error as { reason?: string }).reason;
    };
    expect(await reasonOf(() => peer.failNext(503))).toBe('ai_overloaded');
    expect(await reasonOf(() => peer.failNext(429))).toBe('ai_overloaded');
    expect(await reasonOf(() => peer.failNext(500))).toBe('ai_unreachable');
    expect(await reasonOf(() => peer.failNext(401))).toBe('ai_rejected');
    expect(await reasonOf(() => peer.setReply(() => ({ question: '' })))).toBe('ai_invalid_answer');
    const nobody = createAiClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
      visionModel: 'm',
      maxRetries: 0,
    });
    expect(await reasonOf(() => {}, nobody)).toBe('ai_unreachable');
  });

  it('refuses with ai_not_configured when no endpoint is set', () => {
    expect(() => createAiClient(null)).toThrow(expect.objectContaining({ code: 'ai_not_configured' }));
  });

  it('loses nothing when the endpoint stays down: the job retries and continues after the questions it kept', async () => {
    const { app } = await createTestApp();
    const queue = createEmbeddedQueue(app.db, { pollMs: 10, backoffBaseMs: 50 });
    onTestFinished(() => queue.stop());
    peer.requests.length = 0;
    let served = 0;
    peer.setReply(() => mc(++served));
    const kept: WrittenQuestion[] = [];
    queue.work<{ n: number }>('paper', async (job) => {
      await writeQuestions(
        client(),
        { ...request, counts: { mc: 3, short: 0, long: 0 } },
        {
          skip: kept.length,
          signal: job.signal,
          onUsage: (u) => job.usage(u),
          onQuestion: async (q) => {
            kept.push(q);
            // After question 1, the endpoint is down for this try (the SDK's retries are off: see client()).
            if (q.questionNo === 1) peer.failNext(500);
            await job.progress(kept.length / 3);
          },
        },
      );
    });
    const id = await queue.send('paper', { n: 3 }, { maxAttempts: 3 });
    const job = await readEndedJob(queue, id, 10_000);
    expect(job).toMatchObject({ state: 'completed', attempts: 2 });
    expect(job.lastError).toBeTruthy();
    expect(job.tokensOut).toBeGreaterThan(0);
    expect(kept.map((q) => q.questionNo)).toEqual([1, 2, 3]);
    expect(new Set(kept.map((q) => q.question)).size).toBe(3);
  });

  it('streams server-sent chunks ending in [DONE] at a set token rate', async () => {
    peer.setReply(() => 'one two three four five six');
    peer.setTokensPerSecond(200);
    onTestFinished(() => peer.setTokensPerSecond(0));
    const provider = createOpenAICompatible({ name: 't', baseURL: peer.baseUrl, apiKey: 'k' });
    const result = streamText({ model: provider.chatModel('test-model'), prompt: 'count' });
    const chunks: string[] = [];
    for await (const chunk of result.textStream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe('one two three four five six');
    expect(peer.requests.at(-1)!.stream).toBe(true);
  });
});
