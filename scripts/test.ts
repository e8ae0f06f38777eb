// npm test: every check the project has, in one command, on SQLite; with DATABASE_URL set, the checks that depend on
// the database engine (the server's unit and API tests) on that engine. Typecheck, lint, the content check, the web
// build, the browser tests and the short fault suite (which starts a PostgreSQL of its own) do not change with the
// engine, so they run once, in the SQLite run (docs/testing.md).
// Runs each step even when an earlier one failed, so one run shows everything that is wrong, then prints one line
// `N passed, N failed` (and writes it, with each step's time, to .tmp/test-summary.json for .ci/run to add up).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

interface Step {
  name: string;
  command: string[];
  /** reads the passed and failed counts of a step that reports them; others count as one check */
  counts?: () => { passed: number; failed: number };
  env?: Record<string, string>;
}

const vitestReport = path.join(tmp, 'vitest.json');
const playwrightReport = path.join(tmp, 'playwright.json');
const faultsReport = path.join(tmp, 'faults.json');
const onPostgres = Boolean(process.env.DATABASE_URL);

function vitest(name: string, projects: string[]): Step {
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    counts: () => {
      // Skipped tests (those that need PostgreSQL, in the SQLite run) count as neither.
      const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
      };
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  };
}

// Each phase's steps run side by side (their output printed as each ends), phases one after another. The quick
// checks share the first phase: single-threaded each, together they keep both cores busy (~25 s less on CI). The
// short fault suite spends its minute mostly waiting (a kill, a restart ten seconds later, students at a student's
// pace), so it runs beside the unit tests; the browser tests, the most sensitive to a busy machine, run alone.
const engineIndependent: Step[][] = [
  [
    { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', '.'] },
    { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
    { name: 'content', command: ['npx', 'tsx', 'scripts/content-check.ts'] },
    { name: 'web build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  ],
  [
    vitest('unit and API tests (SQLite) and web tests', ['server', 'web']),
    // The short fault suite: the deployment of docs/deploy.md (nginx, three app servers, the worker, a PostgreSQL of its
    // own, whatever the run's engine: so it runs once, here) with 50 students saving answers while one app server is
    // killed with kill -9. Each of its checks counts: no acknowledged save lost, every last edit saved, the fault
    // survived, live events across servers (bench/README.md).
    {
      name: 'fault suite (short)',
      command: ['npx', 'tsx', 'bench/faults.ts', '--short', '--report', faultsReport],
      counts: () => {
        const report = JSON.parse(readFileSync(faultsReport, 'utf8')) as { passed: number; failed: number };
        return { passed: report.passed, failed: report.failed };
      },
    },
  ],
  [
    {
      name: 'browser tests',
      command: ['npx', 'playwright', 'test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      counts: () => {
        const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
          stats: { expected: number; unexpected: number; flaky: number };
        };
        return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
      },
    },
  ],
];
const phases: Step[][] = onPostgres ? [[vitest('unit and API tests (PostgreSQL)', ['server'])]] : engineIndependent;

let passed = 0;
let failed = 0;
const failures: string[] = [];
const timings: Array<{ name: string; seconds: number }> = [];

/** Runs a step; alone, its output streams; beside others, it is printed when the step ends. */
function run(step: Step, alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(step.command[0] as string, step.command.slice(1), {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
    child.on('error', () => resolve(false));
  });
}

function record(step: Step, ok: boolean, started: number): void {
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (step.counts) {
    try {
      counts = step.counts();
      if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test (a crash, a bad config)
    } catch {
      // no report: the runner did not get as far as writing one
    }
  }
  passed += counts.passed;
  failed += counts.failed;
  if (!ok) failures.push(step.name);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  timings.push({ name: step.name, seconds });
  console.log(
    `── ${step.name}: ${ok ? 'ok' : 'FAILED'} (${counts.passed} passed, ${counts.failed} failed, ${seconds} s)`,
  );
}

for (const phase of phases) {
  rmSync(vitestReport, { force: true });
  rmSync(playwrightReport, { force: true });
  rmSync(faultsReport, { force: true });
  await Promise.all(
    phase.map(async (step) => {
      console.log(`\n── ${step.name}: ${step.command.join(' ')}`);
      const started = Date.now();
      record(step, await run(step, phase.length === 1), started);
    }),
  );
}

writeFileSync(path.join(tmp, 'test-summary.json'), JSON.stringify({ passed, failed, timings }));
console.log('\nTime by step:');
for (const { name, seconds } of timings) console.log(`  ${String(seconds).padStart(7)} s  ${name}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
