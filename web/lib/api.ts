import { useCallback } from 'react';
import type { ErrorCode } from '../../common/errors';
import type { Translate } from '../i18n/i18n';
import { hasText, useTranslation } from '../i18n/i18n';

type Params = Record<string, string | number>;

/** An error answer of our API: `{ error: { code, message, params } }`, with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params?: Params,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** The request never got an answer: offline, DNS, a dropped connection. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network', { cause });
    this.name = 'NetworkError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readParams(value: unknown): Params | undefined {
  if (!isRecord(value)) return undefined;
  const params: Params = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number') params[key] = item;
  }
  return params;
}

/**
 * Whether a value is one of the API's error codes. The web app knows them by their texts (`errors.<code>` in the core
 * texts, loaded before the first page), so the list of codes itself stays out of the first load; a unit test checks
 * that every code has its text in both languages.
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && /^[a-z_]+$/.test(value) && hasText(`errors.${value}`);
}

// When a proxy or a crash answers instead of our error handler, the body is not ours; the status still says a lot.
function codeFromStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'too_many_request';
  return 'internal';
}

export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && isErrorCode(error.code)) return new ApiError(status, error.code, readParams(error.params));
  return new ApiError(status, codeFromStatus(status));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // An HTML error page from a proxy: the caller gets an error from the status alone.
    return undefined;
  }
}

export interface RequestOptions {
  /** give up after this long (the request then fails as a NetworkError); a fetch has no limit of its own */
  timeoutMs?: number;
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (options.timeoutMs !== undefined) init.signal = AbortSignal.timeout(options.timeoutMs);
  if (body instanceof FormData) {
    // The browser writes the multipart content-type with its boundary.
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { accept: 'application/json', 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  // Callers name the answer's type; the server's response schemas (common/) are what make it true.
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T = void>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T = void>(path: string) => request<T>('DELETE', path),
  /** a multipart form (files and fields), answered like any other call */
  form: <T = void>(method: 'POST' | 'PUT', path: string, form: FormData) => request<T>(method, path, form),
};

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The one place an error becomes text: `errors.<code>` for our codes, a network line offline, else `internal`. */
export function errorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`, error.params ?? {});
  if (error instanceof NetworkError || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return t('app.network.offline');
  }
  if (isErrorCode(error)) return t(`errors.${error}`);
  return t('errors.internal');
}

/** `errorText` in the current language; the same function until the language changes, so effects may depend on it. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorText(t, error), [t]);
}
