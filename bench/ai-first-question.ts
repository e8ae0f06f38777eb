/**
 * Time from "generate" to question 1 written, and to the whole paper, with the local chat-completions peer writing
 * at a realistic rate (40 tokens/s). The baseline is the time to write the whole 5-question paper: with questions
 * written one by one, question 1 is ready after about a fifth of it.
 *
 *   npx tsx bench/ai-first-question.ts [--rate 40] [--questions 5]
 */
import { createAiClient } from '../server/ai/client';
import { writeQuestions } from '../server/ai/questions';
import { startAiServer } from '../server/test/ai-server';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rate = arg('rate', 40);
const count = arg('questions', 5);

const peer = await startAiServer({
  tokensPerSecond: rate,
  reply: (_req, n) => ({
    question: `A quadratic $x^2 - ${n + 3}x + ${n + 2} = 0$ has roots $\\alpha$ and $\\beta$. Find $\\alpha + \\beta$.`,
    options: { a: `${n + 3}`, b: `${n + 2}`, c: `-${n + 3}`, d: `${n + 4}` },
    correct: 'a',
    solution: `By the sum of roots, $\\alpha + \\beta = -\\frac{b}{a} = ${n + 3}$.`,
  }),
});
const ai = createAiClient({ baseUrl: peer.baseUrl, apiKey: 'bench', model: 'bench', visionModel: 'bench' });
const started = performance.now();
let first = 0;
await writeQuestions(
  ai,
  {
    subject: 'Mathematics',
    chapters: ['Quadratic equations'],
    locale: 'en',
    difficulty: 2,
    counts: { mc: count, short: 0, long: 0 },
  },
  {
    onQuestion: async (q) => {
      if (q.questionNo === 1) first = performance.now() - started;
    },
  },
);
const all = performance.now() - started;
console.log(
  `rate ${rate} tokens/s, ${count} MC questions: question 1 after ${(first / 1000).toFixed(2)} s, whole paper after ${(all / 1000).toFixed(2)} s (${((first / all) * 100).toFixed(0)}%)`,
);
await peer.close();
