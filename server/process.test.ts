import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * server/process.ts in real processes: a script that uses it, started with tsx as `npm start` and `npm run worker`
 * are, is sent a real signal, and its exit code and output are read.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'paperwise-process-'));
const processModule = path.join(import.meta.dirname, 'process.ts');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Ended {
  code: number | null;
  output: string;
}

/** Runs `body` (a module that imports closeOnSignal and runProcess), sends `signal` once it prints "ready". */
function run(name: string, body: string, signal?: NodeJS.Signals): Promise<Ended> {
  const script = path.join(folder, `${name}.ts`);
  writeFileSync(script, `import { closeOnSignal, runProcess } from ${JSON.stringify(processModule)};\n${body}\n`);
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (signal && output.includes('ready')) {
      child.kill(signal);
      signal = undefined;
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

// Holds the process open, as a listening server does, until it is closed.
const holdOpen = 'const held = setInterval(() => {}, 1000);';

describe('a process (server/process.ts)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('closes what it holds on %s, then exits 0', async (signal) => {
    const ended = await run(
      `closes-${signal}`,
      `${holdOpen}
runProcess(async () => {
  closeOnSignal(async () => { clearInterval(held); console.log('closed'); });
  console.log('ready');
});`,
      signal,
    );
    expect(ended.output).toContain('closed');
    expect(ended.code).toBe(0);
  });

  it('exits 1 when closing fails, so a supervisor sees it', async () => {
    const ended = await run(
      'close-fails',
      `${holdOpen}
runProcess(async () => {
  closeOnSignal(async () => { throw new Error('database would not close'); });
  console.log('ready');
});`,
      'SIGTERM',
    );
    expect(ended.code).toBe(1);
  });

  it('prints a failed start-up and exits 1 instead of lingering half-started', async () => {
    const ended = await run(
      'start-fails',
      `${holdOpen}
runProcess(async () => { throw new Error('DATABASE_URL refused the connection'); });`,
    );
    expect(ended.output).toContain('DATABASE_URL refused the connection');
    expect(ended.code).toBe(1);
  });
});
