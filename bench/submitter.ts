// The students' side of bench/assignments: a worker thread that sends every submit at once and reads the answers, so
// the load's HTTP client (500 bodies of ~370 KB to read) does not run on the server's event loop. Browsers are on
// other machines; here they are at least on another thread. Sends `accept-encoding: gzip, br` as a browser does, so
// the server compresses what it would compress for a real student.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

interface Submit {
  practiceId: string;
  cookie: string;
}
export interface SubmitterInput {
  port: number;
  submits: Submit[];
}
export interface SubmitterOutput {
  /** ms from the start to each answer's last byte */
  times: number[];
  /** bytes on the wire, and the status, of the last answer */
  wireBytes: number;
  failures: string[];
}

const { port, submits } = workerData as SubmitterInput;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function submit(
  { practiceId, cookie }: Submit,
  started: number,
): Promise<{ ms: number; bytes: number; error?: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/practices/${practiceId}/submit`,
        agent,
        headers: { cookie, 'accept-encoding': 'gzip, br', 'content-type': 'application/json', 'content-length': 2 },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            bytes,
            error: res.statusCode === 200 ? undefined : `submit ${practiceId}: ${res.statusCode}`,
          }),
        );
      },
    );
    req.on('error', (error) => resolve({ ms: performance.now() - started, bytes: 0, error: String(error) }));
    req.end('{}');
  });
}

parentPort?.once('message', async () => {
  const started = performance.now();
  const answers = await Promise.all(submits.map((item) => submit(item, started)));
  const output: SubmitterOutput = {
    times: answers.map((answer) => answer.ms),
    wireBytes: answers.at(-1)?.bytes ?? 0,
    failures: answers.flatMap((answer) => (answer.error ? [answer.error] : [])),
  };
  parentPort?.postMessage(output);
  agent.destroy();
});
parentPort?.postMessage('ready');
