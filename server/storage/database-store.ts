import type { Db } from '../db/index';
import { deleteStoredFile, deleteStoredFilesBefore, findStoredFileBytes, upsertStoredFile } from './queries';
import { FILE_KEY_PATTERN, type FileStore } from './store';

/** How long an upload's bytes may wait for their job before the sweep takes them as left behind. */
export const STORED_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function checkKey(key: string): void {
  if (!FILE_KEY_PATTERN.test(key)) throw new Error('invalid file key');
}

/**
 * A file store in the database's `storedFiles` table, for uploads a job reads: on PostgreSQL a worker on another
 * machine (`npm run worker`) shares the database with the app server but no folder, so the bytes travel through the
 * database. Only short-lived files belong here (at most 10 × 10 MB per upload, deleted when the job ends); files that
 * stay, such as images in notes, keep to the app's own store.
 */
export function createDatabaseFileStore(db: Db, now: () => number = Date.now): FileStore {
  return {
    async put(key, bytes) {
      checkKey(key);
      await upsertStoredFile(db, { key, bytes, size: bytes.length, createdAt: now() });
    },
    async get(key) {
      checkKey(key);
      return findStoredFileBytes(db, key);
    },
    async delete(key) {
      checkKey(key);
      await deleteStoredFile(db, key);
    },
  };
}

/** Removes stored files older than a day: those of a job that never ran to its end (a crash, a lost queue). */
export async function sweepStoredFiles(db: Db, now = Date.now()): Promise<number> {
  return deleteStoredFilesBefore(db, now - STORED_FILE_MAX_AGE_MS);
}
