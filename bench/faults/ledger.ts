// What the clients saw: every try of a save (for the failures and the time to save again), every save acknowledged,
// and every value sent (a save the server stored but whose answer was lost on the way is newer than the last
// acknowledged one, and must be one the client sent).

export interface Try {
  /** who tried: a student's index */
  student: number;
  /** when the request left, and when its answer (or the failure) came */
  startedAt: number;
  at: number;
  ok: boolean;
  /** the HTTP status, or 0 when no answer came */
  status: number;
}

export interface Acknowledged {
  seq: number;
  ans: string;
  at: number;
}

export const answerKey = (practiceId: string, questionNo: number) => `${practiceId}/${questionNo}`;

export class Ledger {
  readonly tries: Try[] = [];
  /** per answer, the acknowledged save of the highest seq */
  readonly acknowledged = new Map<string, Acknowledged>();
  /** per answer, every value sent, by seq */
  readonly sent = new Map<string, Map<number, string>>();
  acknowledgedCount = 0;

  recordSent(key: string, seq: number, ans: string): void {
    const bySeq = this.sent.get(key) ?? new Map<number, string>();
    this.sent.set(key, bySeq);
    bySeq.set(seq, ans);
  }

  recordTry(entry: Try): void {
    this.tries.push(entry);
  }

  /** The server answered 200 with the seq it now holds: at least the one sent, whose value the client knows. */
  recordAcknowledged(key: string, seq: number, at: number): void {
    this.acknowledgedCount++;
    const ans = this.sent.get(key)?.get(seq);
    if (ans === undefined) throw new Error(`${key}: acknowledged seq ${seq} was never sent`);
    const current = this.acknowledged.get(key);
    if (!current || current.seq < seq) this.acknowledged.set(key, { seq, ans, at });
  }

  /** The highest seq sent for an answer: where a later writer (the open loop) continues. */
  highestSent(key: string): number {
    return Math.max(0, ...(this.sent.get(key)?.keys() ?? []));
  }
}

export interface Lost {
  key: string;
  acknowledged: Acknowledged;
  stored: { seq: number; ans: string | null } | undefined;
}

/**
 * Compares what the database holds with what the clients saw acknowledged: for every answer, the stored seq is at
 * least the last acknowledged one; the same seq holds the same value; a newer seq holds a value the client sent.
 */
export function findLostSaves(ledger: Ledger, stored: Map<string, { seq: number; ans: string | null }>): Lost[] {
  const lost: Lost[] = [];
  for (const [key, acknowledged] of ledger.acknowledged) {
    const row = stored.get(key);
    const isKept =
      row !== undefined &&
      (row.seq === acknowledged.seq
        ? row.ans === acknowledged.ans
        : row.seq > acknowledged.seq && ledger.sent.get(key)?.get(row.seq) === row.ans);
    if (!isKept) lost.push({ key, acknowledged, stored: row });
  }
  return lost;
}
