import type { Db } from '../db/index';
import { AppError } from '../errors';
import { findFile, insertFile, markFileDeleted } from './queries';
import { FILE_KEY_PATTERN, type FileStore, newFileKey } from './store';

export const FILES_PATH = '/api/files/';

export function fileUrl(key: string): string {
  return `${FILES_PATH}${key}`;
}

/** The key of one of our file addresses (`/api/files/<key>`), or null for any other address. */
export function fileKeyOf(url: string): string | null {
  if (!url.startsWith(FILES_PATH)) return null;
  const key = url.slice(FILES_PATH.length);
  return FILE_KEY_PATTERN.test(key) ? key : null;
}

export interface NewFile {
  bytes: Buffer;
  name: string;
  contentType: string;
  extension: string;
  purpose: 'syllabus' | 'image' | 'avatar' | 'feedback';
  createdBy: string;
}

/** Stores the bytes under a new key, then records what they are; answers the key. */
export async function saveFile(db: Db, store: FileStore, file: NewFile): Promise<string> {
  const key = newFileKey(file.extension);
  // Bytes first: a crash between the two leaves an unlisted file on disk, never a listed file without bytes.
  await store.put(key, file.bytes);
  await insertFile(db, {
    key,
    name: file.name,
    contentType: file.contentType,
    size: file.bytes.length,
    purpose: file.purpose,
    createdBy: file.createdBy,
    createdAt: Date.now(),
  });
  return key;
}

/** A stored, undeleted file with its bytes; file_not_found otherwise. */
export async function getStoredFile(db: Db, store: FileStore, key: string) {
  const file = FILE_KEY_PATTERN.test(key) ? await findFile(db, key) : undefined;
  const bytes = file ? await store.get(key) : null;
  if (!file || !bytes) throw new AppError('file_not_found', 404);
  return { ...file, bytes };
}

/**
 * Marks a file deleted; the bytes stay (deletes are soft, and a page open elsewhere may still show it) until an
 * operator clears files whose rows say deleted.
 */
export async function deleteFile(db: Db, key: string): Promise<void> {
  await markFileDeleted(db, key);
}
