// Time from "generate" to question 1 on a phone's screen, for an AI practice written by the local chat-completions
// peer (server/test/ai-server.ts) at a realistic rate (40 tokens/s) and a faster one (100 tokens/s). The real product
// (built web app, a fresh SQLite database with the question bank, jobs in the app's process) is driven by Debian's
// Chromium at a phone's size: a new student opens the practice form, asks for 5 MC questions, and presses
// "Generate with AI"; the clock runs from the click to question 1's text on the screen, and on to the last question
// arriving. The baseline, in the same run, is the same click-to-question-1 for a paper of the same size from the
// bank ("Start practice"), so the figure carries over between machines.
//
// Each AI row also says what the time is made of, from the peer's side: the wait until the writer's first request
// (the practice created, the job picked up), the writing of question 1 (the peer's stream), and the rest (the
// question stored, the page hearing of it and showing it). Needs the built web app (it builds it if dist is missing).
//
//   npx tsx bench/ai-first-question.ts [--runs 5] [--questions 5] [--rates 40,100]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium, devices } from 'playwright-core';
import { startAiServer } from '../server/test/ai-server';
import { arg, CHROME_FLAGS, CHROMIUM, freePort, sleep, startServer, stopServer } from './lib';

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

const runs = Number(arg('runs', '5'));
const count = Number(arg('questions', '5'));
const rates = arg('rates', '40,100').split(',').map(Number);

const webIndex = path.join(import.meta.dirname, '..', 'dist', 'web', 'index.html');
if (!existsSync(webIndex)) {
  console.log('dist/web is missing: building the web app first (npx vite build)');
  execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
}

/**
 * What the peer writes for each question: an MC question with a worked solution, about 200 tokens of JSON (a model
 * writing a DSE-style question and its steps writes about as much), at about 4 characters a token.
 */
function question(n: number) {
  const [p, q] = [n + 2, n + 3];
  return {
    question: `The quadratic equation $x^2 - ${p + q}x + ${p * q} = 0$ has roots $\\alpha$ and $\\beta$, where $\\alpha > \\beta$. Which of the following is the value of $\\alpha^2 + \\beta^2$?`,
    options: { a: `$${p * p + q * q}$`, b: `$${(p + q) ** 2}$`, c: `$${p * q}$`, d: `$${p * p + q * q + 2}$` },
    correct: 'a',
    solution: `By the relations between roots and coefficients, $\\alpha + \\beta = ${p + q}$ and $\\alpha\\beta = ${p * q}$. Then $\\alpha^2 + \\beta^2 = (\\alpha + \\beta)^2 - 2\\alpha\\beta = ${(p + q) ** 2} - ${2 * p * q} = ${p * p + q * q}$. Check: the roots are $${q}$ and $${p}$, and $${q}^2 + ${p}^2 = ${p * p + q * q}$. Option B forgets the $-2\\alpha\\beta$ term, and option C is only the product of the roots, so the answer is A.`,
  };
}
const tokensAQuestion = Math.round(JSON.stringify(question(0)).length / 4);

// The writer's requests of the run under way, timed by the peer: when each arrived and when its answer was sent.
let requests: Array<{ arrivedAt: number; answeredAt: number }> = [];
const peer = await startAiServer({
  reply: (_request, n) => {
    requests.push({ arrivedAt: Date.now(), answeredAt: 0 });
    return question(n);
  },
  onAnswered: () => {
    const open = requests.find((request) => request.answeredAt === 0);
    if (open) open.answeredAt = Date.now();
  },
});
const app = await startServer('app.ts', {
  BENCH_PORT: String(await freePort()),
  AI_BASE_URL: peer.baseUrl,
  AI_API_KEY: 'bench',
  AI_MODEL: 'bench',
});
const base = `http://127.0.0.1:${app.port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, headless: true });

interface Run {
  /** click to question 1's text on the screen, and to the last question there */
  firstMs: number;
  lastMs: number;
  /** AI only: click to the writer's first request, its stream, and its end to question 1 on the screen */
  pickupMs?: number;
  writeMs?: number;
  showMs?: number;
  /** AI only: the last request's answer sent to the last question on the screen */
  showLastMs?: number;
}

/**
 * In the page: the click's time, then the first frame after question 1's heading and text are in the page, and
 * the first frame after no question is still being written (times on the machine's clock, as the peer's). Plain
 * JavaScript text: tsx would wrap a function's inner helpers in a `__name` the page does not have.
 */
const watchForQuestions = (total: number) => `(() => {
  const marks = { clickAt: 0, firstAt: 0, lastAt: 0 };
  window.benchMarks = marks;
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener('click', (event) => {
    if (marks.clickAt === 0) marks.clickAt = performance.timeOrigin + event.timeStamp;
  }, { capture: true });
  new MutationObserver(() => {
    if (marks.clickAt === 0) return;
    const heading = document.getElementById('question-heading');
    const text = heading?.closest('article')?.querySelector('.rich-text')?.textContent ?? '';
    if (heading?.textContent !== 'Question 1 of ${total}' || text.trim() === '') return;
    if (marks.firstAt === 0) requestAnimationFrame(() => { marks.firstAt ||= now(); });
    if (marks.lastAt === 0 && !/questions written/.test(document.body.textContent ?? '')) {
      requestAnimationFrame(() => { marks.lastAt ||= now(); });
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

async function newStudent(): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  await context.addInitScript(() => window.localStorage.setItem('paperwise.language', 'en'));
  const email = `ai-bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Bench Student',
      email,
      password: 'bench-password',
      confirmPassword: 'bench-password',
      role: 'student',
      isSchool: false,
      language: 'en',
    },
  });
  if (signUp.status() !== 200) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  return context;
}

/** One new student, one paper: the form filled in, the button pressed, the screen watched. */
async function measure(source: 'bank' | 'ai'): Promise<Run> {
  const context = await newStudent();
  try {
    const page = await context.newPage();
    await page.goto('/app/free-practice');
    await page
      .getByRole('checkbox', { name: /^All chapters in / })
      .first()
      .check();
    await page.getByLabel('Multiple choice', { exact: true }).fill(String(count));
    await page.getByLabel('Short questions', { exact: true }).fill('0');
    await page.getByLabel('Long questions', { exact: true }).fill('0');
    await page.evaluate(watchForQuestions(count));
    requests = [];
    const button =
      source === 'ai'
        ? page.getByRole('button', { name: 'Generate with AI' })
        : page.getByRole('button', { name: 'Start practice' });
    await button.click();
    // Asked from here: the app's CSP refuses the string functions waitForFunction would evaluate in the page.
    let marks = { clickAt: 0, firstAt: 0, lastAt: 0 };
    for (const deadline = Date.now() + 120_000; marks.lastAt === 0; await sleep(100)) {
      if (Date.now() > deadline) {
        await page.screenshot({ path: 'ai-first-question-failed.png', fullPage: true });
        throw new Error(`${source}: no last question after 120 s at ${page.url()} (ai-first-question-failed.png)`);
      }
      marks = (await page.evaluate('window.benchMarks')) as typeof marks;
    }
    const run: Run = { firstMs: marks.firstAt - marks.clickAt, lastMs: marks.lastAt - marks.clickAt };
    if (source === 'ai') {
      const first = requests[0];
      const last = requests.at(-1);
      if (!first || !last || requests.length !== count) {
        throw new Error(`expected ${count} writer requests, the peer saw ${requests.length}`);
      }
      run.pickupMs = first.arrivedAt - marks.clickAt;
      run.writeMs = first.answeredAt - first.arrivedAt;
      run.showMs = marks.firstAt - first.answeredAt;
      run.showLastMs = marks.lastAt - last.answeredAt;
    }
    return run;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const spread = (values: number[]) => `${seconds(Math.min(...values))}-${seconds(Math.max(...values))}`;

try {
  // One paper of each kind first, unmeasured: the server's first queries and the browser's first start.
  peer.setTokensPerSecond(Math.max(...rates));
  await measure('bank');
  await measure('ai');

  const results = new Map<string, Run[]>([['bank', []], ...rates.map((rate) => [`ai ${rate}`, []] as [string, Run[]])]);
  for (let i = 0; i < runs; i++) {
    // The kinds take turns, so a busy minute on the machine falls on all of them.
    results.get('bank')!.push(await measure('bank'));
    for (const rate of rates) {
      peer.setTokensPerSecond(rate);
      results.get(`ai ${rate}`)!.push(await measure('ai'));
    }
    process.stdout.write(`run ${i + 1} of ${runs} done\n`);
  }

  console.log(
    `\n${count} MC questions, ${runs} runs each, phone viewport (390x844), Chromium headless, database: ${app.info.database}`,
  );
  console.log(`about ${tokensAQuestion} tokens a question; median (min-max) in seconds, from the click on the form`);
  const table = [...results].map(([kind, list]) => {
    const column = (pick: (run: Run) => number | undefined) => {
      const values = list.map(pick).filter((value): value is number => value !== undefined);
      return values.length ? `${seconds(median(values))} (${spread(values)})` : '-';
    };
    return {
      paper: kind === 'bank' ? 'bank (baseline)' : `AI, ${kind.slice(3)} tokens/s`,
      'question 1 on screen': column((run) => run.firstMs),
      'last question on screen': column((run) => run.lastMs),
      'to first AI request': column((run) => run.pickupMs),
      'question 1 written': column((run) => run.writeMs),
      'written to on screen': column((run) => run.showMs),
      'last: written to on screen': column((run) => run.showLastMs),
    };
  });
  console.table(table);
  const loadAverage = (await import('node:os')).loadavg().map((value) => value.toFixed(1));
  console.log(`load average ${loadAverage.join(' ')}`);
} finally {
  await browser.close();
  await stopServer(app.child);
  await peer.close();
}
