// Answer saves at a fixed arrival rate (bench/autosave.ts's open loop: latency counts from each save's scheduled
// time, so a stall shows in the percentiles instead of slowing the sender), once through nginx and the three servers
// and once straight to one app server, in the same run on the same students. Every acknowledged save goes into the
// ledger, so the lost-saves check covers these too.
import { percentile } from '../lib';
import type { Client } from './client';
import { answerKey, type Ledger } from './ledger';
import type { Student } from './students';

export interface OpenLoopResult {
  target: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  /** the generator's own lateness against its schedule (p99): when large, latencies include it */
  sendLagP99: number;
}

export async function openLoop(
  client: Client,
  students: Student[],
  ledger: Ledger,
  perSecond: number,
  durationSeconds: number,
): Promise<OpenLoopResult> {
  const latencies: number[] = [];
  const sendLags: number[] = [];
  let errors = 0;
  const interval = 1000 / perSecond;
  const total = Math.floor(perSecond * durationSeconds);
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sendLags.push(performance.now() - scheduled);
    const student = students[i % students.length]!;
    const questionNo = student.questionNos[Math.floor(i / students.length) % student.questionNos.length]!;
    const key = answerKey(student.practiceId, questionNo);
    const seq = ledger.highestSent(key) + 1;
    const ans = `open loop ${i}`;
    ledger.recordSent(key, seq, ans);
    pending.push(
      client
        .request('PUT', `/api/practices/${student.practiceId}/answers/${questionNo}`, {
          cookie: student.cookie,
          body: { ans, seq },
        })
        .then(
          (res) => {
            latencies.push(performance.now() - scheduled);
            if (res.status !== 200) {
              errors++;
              return;
            }
            ledger.recordAcknowledged(key, (JSON.parse(res.body) as { seq: number }).seq, Date.now());
          },
          () => {
            errors++;
          },
        ),
    );
  }
  await Promise.all(pending);
  const achieved = total / ((performance.now() - start) / 1000);
  latencies.sort((a, b) => a - b);
  sendLags.sort((a, b) => a - b);
  return {
    target: perSecond,
    achieved,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    sendLagP99: percentile(sendLags, 99),
  };
}
