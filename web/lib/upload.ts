import type { UploadedImage } from '../../common/admin';
import { NetworkError, toApiError } from './api';

/** A multipart upload (field `file`), answered with JSON; errors become ApiError like every other call. */
export async function upload<T>(method: 'POST' | 'PUT', path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method, body, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

export function uploadImage(file: File): Promise<UploadedImage> {
  return upload<UploadedImage>('POST', '/api/admin/images', file);
}
