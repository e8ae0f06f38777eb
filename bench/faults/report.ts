// The table: per fault and overall, what the clients saw and what the database kept.
import { percentile } from '../lib';
import type { AiPaper } from './ai';
import { countDelivered, type Watcher } from './events';
import type { FaultResult } from './faults';
import type { Ledger, Lost } from './ledger';

export interface Row {
  fault: string;
  detail: string;
  /** acknowledged saves whose value the database no longer holds (by when they were acknowledged) */
  lost: number;
  acknowledged: number;
  failedTries: number;
  tries: number;
  /** students who saw a save fail in the window, and how many of them saved again */
  affected: number;
  savedAgain: number;
  /** from the fault to each affected student's first acknowledged save after a failure */
  saveAgainP99Ms: number | null;
  saveAgainMaxMs: number | null;
  /** AI paper jobs running in what the fault struck, how many were finished, and the slowest, from the fault */
  aiInterrupted: number;
  aiFinished: number;
  aiMaxMs: number | null;
  eventsDirect: { sent: number; delivered: number };
  eventsViaNginx: { sent: number; delivered: number };
  /** when what was struck was back, from the fault */
  backMs: number | null;
}

export function buildRows(input: {
  faults: Array<FaultResult & { backAt: number | null }>;
  runStart: number;
  runEnd: number;
  ledger: Ledger;
  lost: Lost[];
  watchers: Watcher[];
  papers: AiPaper[];
}): Row[] {
  const { faults, ledger, lost, watchers } = input;
  const rows: Row[] = [];
  const allRecoveries: number[] = [];
  let allAffected = 0;
  const allAi: number[] = [];
  let allAiInterrupted = 0;
  faults.forEach((fault, index) => {
    const to = faults[index + 1]?.at ?? input.runEnd;
    const inWindow = ledger.tries.filter((t) => t.at >= fault.at && t.at < to);
    const failed = inWindow.filter((t) => !t.ok);
    const { affected, recoveries } = recoveriesAfter(fault.at, failed, ledger);
    allRecoveries.push(...recoveries);
    allAffected += affected;
    const aiTimes = aiFinishedAfter(fault, input.papers);
    allAi.push(...aiTimes);
    allAiInterrupted += fault.interrupted.length;
    rows.push({
      fault: fault.label,
      detail: fault.detail,
      lost: lost.filter((l) => l.acknowledged.at >= fault.at && l.acknowledged.at < to).length,
      acknowledged: inWindow.filter((t) => t.ok).length,
      failedTries: failed.length,
      tries: inWindow.length,
      affected,
      ...savedAgain(recoveries),
      aiInterrupted: fault.interrupted.length,
      ...aiFinished(aiTimes),
      eventsDirect: countDelivered(watchers, 'direct', fault.at, to),
      eventsViaNginx: countDelivered(watchers, 'viaNginx', fault.at, to),
      backMs: fault.backAt === null ? null : fault.backAt - fault.at,
    });
  });
  allRecoveries.sort((a, b) => a - b);
  rows.push({
    fault: 'whole run',
    detail: '',
    lost: lost.length,
    acknowledged: ledger.tries.filter((t) => t.ok).length,
    failedTries: ledger.tries.filter((t) => !t.ok).length,
    tries: ledger.tries.length,
    affected: allAffected,
    ...savedAgain(allRecoveries),
    aiInterrupted: allAiInterrupted,
    ...aiFinished(allAi),
    eventsDirect: countDelivered(watchers, 'direct', input.runStart, input.runEnd),
    eventsViaNginx: countDelivered(watchers, 'viaNginx', input.runStart, input.runEnd),
    backMs: null,
  });
  return rows;
}

/** How many interrupted AI papers were written in full, and the longest it took. */
function aiFinished(times: number[]) {
  return { aiFinished: times.length, aiMaxMs: times.length ? Math.max(...times) : null };
}

/**
 * The students a fault made fail (their first failure after it), and for each who saved again, how long after the
 * fault: sorted, shortest first.
 */
function recoveriesAfter(faultAt: number, failed: Ledger['tries'], ledger: Ledger) {
  const firstFailure = new Map<number, number>();
  for (const t of failed) if (!firstFailure.has(t.student)) firstFailure.set(t.student, t.at);
  const recoveries: number[] = [];
  for (const [student, failedAt] of firstFailure) {
    // Searched past the window's end: a student still retrying when the next fault struck saved again later.
    const again = ledger.tries.find((t) => t.student === student && t.ok && t.at > failedAt);
    if (again) recoveries.push(again.at - faultAt);
  }
  recoveries.sort((a, b) => a - b);
  return { affected: firstFailure.size, recoveries };
}

/** How long after the fault each AI paper it interrupted was written in full. */
function aiFinishedAfter(fault: FaultResult, papers: AiPaper[]): number[] {
  const times: number[] = [];
  for (const job of fault.interrupted) {
    const paper = papers.find((p) => p.practiceId === job.practiceId);
    if (paper?.end === 'written' && paper.endedAt !== null) times.push(paper.endedAt - fault.at);
  }
  return times;
}

/** The count, p99 and longest of sorted recovery times. */
function savedAgain(recoveries: number[]) {
  return {
    savedAgain: recoveries.length,
    saveAgainP99Ms: recoveries.length ? percentile(recoveries, 99) : null,
    saveAgainMaxMs: recoveries.length ? recoveries[recoveries.length - 1]! : null,
  };
}

const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);

/** A Markdown table, as bench/README.md records it. */
export function formatTable(rows: Row[]): string {
  const header = [
    'fault',
    'acknowledged saves lost',
    'requests failed (client)',
    'students who saw a failure: saved again, p99 / max from the fault (goal <= 5 s)',
    'AI jobs interrupted: finished, slowest from the fault (goal <= 60 s)',
    'live events: stream on another server / through nginx',
    'back after',
  ];
  const lines = rows.map((row) => [
    row.detail ? `${row.fault} (${row.detail})` : `**${row.fault}**`,
    `${row.lost} of ${row.acknowledged}`,
    `${row.failedTries} of ${row.tries}`,
    row.affected === 0
      ? '0'
      : `${row.savedAgain} of ${row.affected}: ${seconds(row.saveAgainP99Ms)} / ${seconds(row.saveAgainMaxMs)}`,
    row.aiInterrupted === 0 ? '0' : `${row.aiFinished} of ${row.aiInterrupted}: ${seconds(row.aiMaxMs)}`,
    `${row.eventsDirect.delivered}/${row.eventsDirect.sent} · ${row.eventsViaNginx.delivered}/${row.eventsViaNginx.sent}`,
    seconds(row.backMs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
}
