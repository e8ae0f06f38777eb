// Where this device keeps the answers it gave, sent or waiting: the queue (answerQueue.ts) reads and writes them
// through this interface; IndexedDB in the browser (idbAnswerStore.ts), memory in tests and where IndexedDB is refused.

/**
 * The newest answer this device gave a question: an edit waiting for the server, or one it has acknowledged. Both
 * are kept until the paper is handed in, because the copy of the paper a reload starts from may be older than what
 * this device sent (the service worker's copy, offline: docs/offline.md); the higher seq wins.
 */
export interface StoredAnswer {
  practiceId: string;
  questionNo: number;
  ans: string;
  seq: number;
  /** when it was queued, only to send edits of different questions in the order they were made */
  queuedAt: number;
  /** the server has acknowledged this seq: shown after a reload, not sent again */
  isSent?: boolean;
  savedAt?: number | null;
}

/** Where edits wait: IndexedDB in the browser (idbAnswerStore.ts), memory in tests and where IndexedDB is refused. */
export interface AnswerStore {
  put(answer: StoredAnswer): Promise<void>;
  list(practiceId: string): Promise<StoredAnswer[]>;
  /** Forgets the question's edit if its seq is at most `seq`; a newer edit made meanwhile stays. */
  removeUpTo(practiceId: string, questionNo: number, seq: number): Promise<void>;
  /** Marks the question's edit acknowledged if its seq is `seq`; a newer edit made meanwhile stays unsent. */
  markSent(practiceId: string, questionNo: number, seq: number, savedAt: number | null): Promise<void>;
  removePractice(practiceId: string): Promise<void>;
}

export class MemoryAnswerStore implements AnswerStore {
  readonly answers = new Map<string, StoredAnswer>();
  private key = (practiceId: string, questionNo: number) => `${practiceId}\u0000${questionNo}`;

  async put(answer: StoredAnswer): Promise<void> {
    this.answers.set(this.key(answer.practiceId, answer.questionNo), { ...answer });
  }

  async list(practiceId: string): Promise<StoredAnswer[]> {
    return [...this.answers.values()].filter((answer) => answer.practiceId === practiceId).map((a) => ({ ...a }));
  }

  async removeUpTo(practiceId: string, questionNo: number, seq: number): Promise<void> {
    const key = this.key(practiceId, questionNo);
    const stored = this.answers.get(key);
    if (stored && stored.seq <= seq) this.answers.delete(key);
  }

  async markSent(practiceId: string, questionNo: number, seq: number, savedAt: number | null): Promise<void> {
    const stored = this.answers.get(this.key(practiceId, questionNo));
    if (stored && stored.seq === seq) Object.assign(stored, { isSent: true, savedAt });
  }

  async removePractice(practiceId: string): Promise<void> {
    for (const [key, answer] of this.answers) if (answer.practiceId === practiceId) this.answers.delete(key);
  }
}
