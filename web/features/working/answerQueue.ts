import { ApiError, NetworkError } from '../../lib/api';
import type { AnswerStore, StoredAnswer } from './answerStore';
import { isRetryable, retryDelayMs } from './saveRetry';

/** PUT /api/practices/:id/answers/:questionNo; answers the seq the server now holds. */
export type AnswerSender = (
  questionNo: number,
  body: { ans: string; seq: number },
) => Promise<{ seq: number; savedAt: number | null }>;

export type SaveState =
  /** nothing typed here since the page opened; savedAt is the server's, if it holds an answer */
  | { kind: 'saved'; savedAt: number | null }
  /** waiting for the pause after typing, or on the wire */
  | { kind: 'saving' }
  /** the last try failed (offline, server trouble); it is kept and tried again */
  | { kind: 'retrying'; error: unknown }
  /** refused for good (an answer the server calls invalid); the next edit tries again */
  | { kind: 'failed'; error: unknown };

export interface QueueSnapshot {
  states: ReadonlyMap<number, SaveState>;
  /** edits not yet acknowledged */
  pending: number;
  /** false while the browser says offline or the last try could not reach the server */
  isOnline: boolean;
  /** the device store refused a write: edits still go to the server, but would not survive a reload */
  isStoreFailing: boolean;
}

export interface ServerAnswer {
  questionNo: number;
  ans: string | null;
  seq: number;
  savedAt: number | null;
}

export interface QueueOptions {
  /** the pause after the last edit of a question before it is sent (spec: 1 s) */
  debounceMs?: number;
  /** the jitter of the waits between tries (saveRetry.ts), in [0, 1); Math.random unless a test fixes it */
  random?: () => number;
  /** the server answered that the paper is over (409 practice_finished) or gone (404) */
  onFinished?: (error: ApiError) => void;
  /**
   * The server already held a newer answer to this question than the one sent (typed on another device): the sent
   * one changed nothing, so the screen should show the server's (refetch the paper and `merge` it).
   */
  onSuperseded?: (questionNo: number) => void;
  isOnline?: boolean;
  now?: () => number;
}

interface PendingEdit {
  ans: string;
  seq: number;
  queuedAt: number;
  editedAt: number;
}

/**
 * The working screen's autosave. Every edit gets the next seq of its question (strictly increasing from the larger
 * of the server's and the device's, never from a clock), is written to the device store first and sent after a
 * pause; edits wait in the store while offline and go out in the order they were made once the network is back.
 * The server keeps the highest seq, so a replayed or out-of-date save changes nothing.
 */
export class AnswerQueue {
  private readonly pending = new Map<number, PendingEdit>();
  private readonly seqs = new Map<number, number>();
  private readonly states = new Map<number, SaveState>();
  private readonly listeners = new Set<() => void>();
  private readonly debounceMs: number;
  private readonly random: () => number;
  private readonly now: () => number;
  private writes: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryAt: number | null = null;
  private failures = 0;
  private isSending = false;
  private isFlushing = false;
  private isFinished = false;
  private isDisposed = false;
  private isFrozen = false;
  private online: boolean;
  private lastTryFailedOnNetwork = false;
  private storeFailing = false;
  private order = 0;
  /** the latest save time of any answer this device has heard of from the server (its own saves and merged ones) */
  private latestSavedAt = Number.NEGATIVE_INFINITY;
  private snapshot: QueueSnapshot;

  private constructor(
    private readonly practiceId: string,
    private readonly store: AnswerStore,
    private readonly send: AnswerSender,
    private readonly options: QueueOptions,
  ) {
    this.debounceMs = options.debounceMs ?? 1000;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.online = options.isOnline ?? true;
    this.snapshot = this.buildSnapshot();
  }

  /**
   * Opens the queue of a practice over the server's copy. Edits on the device newer than the server's (by seq) win:
   * they are returned to show, and queued to send. Older ones were already saved and are dropped.
   */
  static async open(
    practiceId: string,
    store: AnswerStore,
    send: AnswerSender,
    server: readonly ServerAnswer[],
    options: QueueOptions = {},
  ): Promise<{ queue: AnswerQueue; restored: Map<number, string> }> {
    const queue = new AnswerQueue(practiceId, store, send, options);
    const restored = new Map<number, string>();
    const byNo = new Map(server.map((answer) => [answer.questionNo, answer]));
    for (const answer of server) {
      queue.seqs.set(answer.questionNo, answer.seq);
      queue.states.set(answer.questionNo, { kind: 'saved', savedAt: answer.savedAt });
      queue.heardOf(answer.savedAt);
    }
    let stored: StoredAnswer[] = [];
    try {
      stored = await store.list(practiceId);
    } catch (error) {
      console.error('answer store unreadable', error);
      queue.storeFailing = true;
    }
    stored.sort((a, b) => a.queuedAt - b.queuedAt);
    for (const answer of stored) {
      const onServer = byNo.get(answer.questionNo);
      if (!onServer) continue;
      if (answer.seq > onServer.seq && answer.isSent) {
        // The server has it already; the copy of the paper this screen opened from is older (kept offline).
        restored.set(answer.questionNo, answer.ans);
        queue.seqs.set(answer.questionNo, answer.seq);
        queue.states.set(answer.questionNo, { kind: 'saved', savedAt: answer.savedAt ?? null });
        queue.heardOf(answer.savedAt);
      } else if (answer.seq > onServer.seq) {
        restored.set(answer.questionNo, answer.ans);
        queue.seqs.set(answer.questionNo, answer.seq);
        queue.pending.set(answer.questionNo, {
          ans: answer.ans,
          seq: answer.seq,
          queuedAt: queue.order++,
          editedAt: Number.NEGATIVE_INFINITY,
        });
        // Reopened offline (a reload with no network), the edit says it waits for the network, as it did before.
        queue.states.set(answer.questionNo, queue.online ? { kind: 'saving' } : { kind: 'retrying', error: null });
      } else {
        void store.removeUpTo(practiceId, answer.questionNo, onServer.seq).catch(queue.reportStoreError);
      }
    }
    queue.changed();
    queue.schedule();
    return { queue, restored };
  }

  /** The seq the next edit of this question will carry. */
  nextSeq(questionNo: number): number {
    return (this.seqs.get(questionNo) ?? 0) + 1;
  }

  /**
   * A newer copy of the paper from the server (the tab shown again, the network back): answers saved meanwhile on
   * another device, with a higher seq than this device knows, replace the shown ones, unless this device has an
   * edit of that question still to send. Returns the answers to show.
   */
  merge(server: readonly ServerAnswer[]): Map<number, string> {
    const changed = new Map<number, string>();
    if (this.isDisposed) return changed;
    for (const answer of server) {
      this.heardOf(answer.savedAt);
      if (this.pending.has(answer.questionNo)) continue;
      if (answer.seq <= (this.seqs.get(answer.questionNo) ?? 0)) continue;
      this.seqs.set(answer.questionNo, answer.seq);
      this.states.set(answer.questionNo, { kind: 'saved', savedAt: answer.savedAt });
      changed.set(answer.questionNo, answer.ans ?? '');
      // What this device kept of that question is older now.
      void this.store.removeUpTo(this.practiceId, answer.questionNo, answer.seq).catch(this.reportStoreError);
    }
    if (changed.size > 0) this.changed();
    return changed;
  }

  /**
   * Whether the server holds an answer saved after every one this device has heard of: typed on another device (or
   * tab) since. The paper's clock says when its latest answer was saved (PracticeClock.answersSavedAt); the screen
   * then refetches the paper and merges it.
   */
  isBehind(answersSavedAt: number | null): boolean {
    return !this.isDisposed && answersSavedAt !== null && answersSavedAt > this.latestSavedAt;
  }

  private heardOf(savedAt: number | null | undefined): void {
    if (typeof savedAt === 'number') this.latestSavedAt = Math.max(this.latestSavedAt, savedAt);
  }

  /**
   * The time is up on this screen: what is queued is sent (flush), nothing more is recorded. An edit arriving now
   * comes from no keystroke of the student's (an input method ending its composition as the dialog takes the
   * focus, a box redrawn empty) and must not replace a saved answer.
   */
  freeze(): void {
    this.isFrozen = true;
  }

  /** Records an edit: into the device store at once, to the server after the pause. */
  edit(questionNo: number, ans: string): void {
    if (this.isFinished || this.isDisposed || this.isFrozen) return;
    const seq = this.nextSeq(questionNo);
    this.seqs.set(questionNo, seq);
    const queuedAt = this.order++;
    this.pending.set(questionNo, { ans, seq, queuedAt, editedAt: this.now() });
    // While the network is down the edit joins the others waiting for it, and says so.
    const isWaiting = this.retryAt !== null || !this.online;
    this.states.set(questionNo, isWaiting ? { kind: 'retrying', error: null } : { kind: 'saving' });
    const record: StoredAnswer = { practiceId: this.practiceId, questionNo, ans, seq, queuedAt: this.now() };
    // Writes are chained so the sender never overtakes the store: an edit is on the device before it is on the wire.
    this.writes = this.writes.then(() => this.store.put(record)).catch(this.reportStoreError);
    this.changed();
    this.schedule();
  }

  /** The browser's online and offline events. Coming back online sends at once. */
  setOnline(online: boolean): void {
    this.online = online;
    if (online) {
      this.failures = 0;
      this.retryAt = null;
    } else {
      for (const questionNo of this.pending.keys()) this.states.set(questionNo, { kind: 'retrying', error: null });
    }
    this.changed();
    this.schedule();
  }

  /**
   * Sends everything now, without waiting for the pause. Resolves true once every edit is acknowledged, false when
   * that did not happen within `timeoutMs` (offline) or the paper is over.
   */
  async flush(timeoutMs: number): Promise<boolean> {
    if (this.pending.size === 0) return !this.isFinished;
    this.isFlushing = true;
    this.failures = 0;
    this.retryAt = null;
    this.schedule();
    const done = await new Promise<boolean>((resolve) => {
      const timeout = setTimeout(() => finish(false), timeoutMs);
      const check = () => {
        if (this.isFinished) finish(false);
        else if (this.pending.size === 0) finish(true);
      };
      const finish = (value: boolean) => {
        clearTimeout(timeout);
        this.listeners.delete(check);
        resolve(value);
      };
      this.listeners.add(check);
      check();
    });
    this.isFlushing = false;
    return done;
  }

  /** Forgets the practice on this device: once it is submitted nothing more can be saved. */
  async clear(): Promise<void> {
    this.dispose();
    await this.writes;
    await this.store.removePractice(this.practiceId);
  }

  dispose(): void {
    this.isDisposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.snapshot;

  private buildSnapshot(): QueueSnapshot {
    return {
      states: new Map(this.states),
      pending: this.pending.size,
      isOnline: this.online && !this.lastTryFailedOnNetwork,
      isStoreFailing: this.storeFailing,
    };
  }

  private changed(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of [...this.listeners]) listener();
  }

  private reportStoreError = (error: unknown): void => {
    console.error('answer store write failed', error);
    if (!this.storeFailing) {
      this.storeFailing = true;
      this.changed();
    }
  };

  /** When the next send should start: the earliest pause to end, or the retry time after a failure. */
  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.isDisposed || this.isFinished || this.isSending || !this.online || this.pending.size === 0) return;
    const now = this.now();
    let due = Number.POSITIVE_INFINITY;
    for (const edit of this.pending.values()) {
      due = Math.min(due, this.isFlushing ? now : edit.editedAt + this.debounceMs);
    }
    if (this.retryAt !== null) due = Math.max(due, this.retryAt);
    this.timer = setTimeout(() => void this.pump(), Math.max(0, due - now));
  }

  /** Sends the edits whose pause is over, oldest first, one at a time; stops at the first failure. */
  private async pump(): Promise<void> {
    this.timer = null;
    if (this.isSending || this.isFinished || this.isDisposed || !this.online) return;
    this.isSending = true;
    try {
      for (;;) {
        const now = this.now();
        const next = [...this.pending.entries()]
          .filter(([, edit]) => this.isFlushing || edit.editedAt + this.debounceMs <= now)
          .sort((a, b) => a[1].queuedAt - b[1].queuedAt)[0];
        if (!next) break;
        const [questionNo, edit] = next;
        await this.writes;
        const outcome = await this.sendOne(questionNo, edit);
        if (outcome === 'stop') break;
      }
    } finally {
      this.isSending = false;
      this.schedule();
    }
  }

  private async sendOne(questionNo: number, edit: PendingEdit): Promise<'next' | 'stop'> {
    try {
      const saved = await this.send(questionNo, { ans: edit.ans, seq: edit.seq });
      this.failures = 0;
      this.retryAt = null;
      this.lastTryFailedOnNetwork = false;
      this.seqs.set(questionNo, Math.max(this.seqs.get(questionNo) ?? 0, saved.seq));
      this.heardOf(saved.savedAt);
      const current = this.pending.get(questionNo);
      // Typing went on while this save was on the wire: the newer edit stays queued and keeps "saving".
      if (current && current.seq <= saved.seq) {
        this.pending.delete(questionNo);
        this.states.set(questionNo, { kind: 'saved', savedAt: saved.savedAt });
      }
      if (saved.seq === edit.seq) {
        void this.store.markSent(this.practiceId, questionNo, saved.seq, saved.savedAt).catch(this.reportStoreError);
      } else {
        void this.store.removeUpTo(this.practiceId, questionNo, saved.seq).catch(this.reportStoreError);
      }
      this.changed();
      if (saved.seq > edit.seq) this.options.onSuperseded?.(questionNo);
      return 'next';
    } catch (error) {
      if (this.isDisposed) return 'stop';
      if (error instanceof ApiError && (error.code === 'practice_finished' || error.code === 'practice_not_found')) {
        this.isFinished = true;
        this.changed();
        this.options.onFinished?.(error);
        return 'stop';
      }
      if (isRetryable(error)) {
        this.lastTryFailedOnNetwork = error instanceof NetworkError;
        this.failures++;
        // While the server is in trouble: about each second at first (saveRetry.ts), so a restart's end is seen.
        this.retryAt = this.now() + retryDelayMs(error, this.failures, this.random);
        for (const pendingNo of this.pending.keys()) this.states.set(pendingNo, { kind: 'retrying', error });
        this.changed();
        return 'stop';
      }
      // Refused for good (400): retrying the same body would be refused again. The next edit tries afresh.
      const current = this.pending.get(questionNo);
      if (current && current.seq === edit.seq) {
        this.pending.delete(questionNo);
        this.states.set(questionNo, { kind: 'failed', error });
        void this.store.removeUpTo(this.practiceId, questionNo, edit.seq).catch(this.reportStoreError);
      }
      this.changed();
      return 'next';
    }
  }
}
