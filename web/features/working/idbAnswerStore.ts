import { type AnswerStore, MemoryAnswerStore, type StoredAnswer } from './answerStore';

const DB_NAME = 'paperwise';
const DB_VERSION = 1;
const STORE = 'answers';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function completed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  // Another tab holding an older version would keep this open waiting forever; the memory store takes over instead.
  const blocked = new Promise<never>((_, reject) => {
    request.onblocked = () => reject(new Error('IndexedDB upgrade blocked by another tab'));
  });
  request.onupgradeneeded = () => {
    // One row per question of a practice: only the newest edit matters, the server keeps the highest seq.
    if (!request.result.objectStoreNames.contains(STORE)) {
      request.result.createObjectStore(STORE, { keyPath: ['practiceId', 'questionNo'] });
    }
  };
  return Promise.race([promised(request), blocked]);
}

const practiceRange = (practiceId: string) =>
  IDBKeyRange.bound([practiceId, Number.NEGATIVE_INFINITY], [practiceId, Number.POSITIVE_INFINITY]);

/** The answer store of the browser: plain IndexedDB, no library. */
export class IndexedDbAnswerStore implements AnswerStore {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(): Promise<IndexedDbAnswerStore> {
    return new IndexedDbAnswerStore(await openDatabase());
  }

  async put(answer: StoredAnswer): Promise<void> {
    const transaction = this.db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).put(answer);
    await completed(transaction);
  }

  async list(practiceId: string): Promise<StoredAnswer[]> {
    const transaction = this.db.transaction(STORE, 'readonly');
    // Rows are written only by put() above, with this shape.
    return (await promised(transaction.objectStore(STORE).getAll(practiceRange(practiceId)))) as StoredAnswer[];
  }

  async removeUpTo(practiceId: string, questionNo: number, seq: number): Promise<void> {
    const transaction = this.db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    // Read and delete in one transaction, so an edit written in between is never deleted by an older ack.
    const request = store.get([practiceId, questionNo]);
    request.onsuccess = () => {
      const stored = request.result as StoredAnswer | undefined;
      if (stored && stored.seq <= seq) store.delete([practiceId, questionNo]);
    };
    await completed(transaction);
  }

  async markSent(practiceId: string, questionNo: number, seq: number, savedAt: number | null): Promise<void> {
    const transaction = this.db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    // Read and write in one transaction, so a newer edit written in between is never marked as sent.
    const request = store.get([practiceId, questionNo]);
    request.onsuccess = () => {
      const stored = request.result as StoredAnswer | undefined;
      if (stored && stored.seq === seq) store.put({ ...stored, isSent: true, savedAt });
    };
    await completed(transaction);
  }

  async removePractice(practiceId: string): Promise<void> {
    const transaction = this.db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).delete(practiceRange(practiceId));
    await completed(transaction);
  }
}

let shared: Promise<{ store: AnswerStore; isPersistent: boolean }> | null = null;

/**
 * The device's answer store, opened once per page. Where IndexedDB is missing or refused (some private modes), the
 * answers still go to the server from memory, and the screen says they would not survive a reload.
 */
export function openAnswerStore(): Promise<{ store: AnswerStore; isPersistent: boolean }> {
  shared ??= (async () => {
    try {
      if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
      return { store: await IndexedDbAnswerStore.open(), isPersistent: true };
    } catch (error) {
      console.error('IndexedDB unavailable; answers are kept in memory only', error);
      return { store: new MemoryAnswerStore(), isPersistent: false };
    }
  })();
  return shared;
}
