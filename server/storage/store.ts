import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live, by key. The embedded default is a folder under the data directory; an S3-compatible
 * store can take its place behind the same three calls. Uploads that only wait for an AI job live in the database
 * instead (database-store.ts), where a worker on another machine finds them. Keys are made by the server
 * (newFileKey), so no upload can pick a path, and every call checks the key's shape before it touches the disk.
 */
export interface FileStore {
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** the bytes, or null when nothing is stored under the key */
  get: (key: string) => Promise<Buffer | null>;
  delete: (key: string) => Promise<void>;
}

/** 32 lowercase hex digits and an extension such as `.pdf`. */
export const FILE_KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export function newFileKey(extension: string): string {
  if (!/^[a-z0-9]{2,5}$/.test(extension)) throw new Error(`bad file extension ${extension}`);
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function createLocalFileStore(root: string): FileStore {
  // Two-character folders keep any one folder small when there are many files.
  const pathOf = (key: string) => {
    if (!FILE_KEY_PATTERN.test(key)) throw new Error('invalid file key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file and a crash leaves no torn one.
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
