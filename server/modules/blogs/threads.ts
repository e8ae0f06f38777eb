import type { Config } from '../../config';
import { AppError } from '../../errors';

export function threadsConfigured(config: Config): boolean {
  return config.threads !== null;
}

/**
 * A text post on Threads through its publishing API: a container is made (POST /{user}/threads, media_type TEXT),
 * then published (POST /{user}/threads_publish with its id). Any refusal or network failure is threads_failed (409),
 * which the editor shows as 'failed to post blog to Threads'.
 */
export async function postToThreads(config: Config, text: string): Promise<{ id: string }> {
  const threads = config.threads;
  if (!threads) throw new AppError('threads_not_configured', 404);
  const call = async (path: string, params: Record<string, string>): Promise<string> => {
    const body = new URLSearchParams({ ...params, access_token: threads.accessToken });
    let response: Response;
    try {
      response = await fetch(`${threads.apiUrl}/${encodeURIComponent(threads.userId)}/${path}`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new AppError('threads_failed', 409);
    }
    const json = (await response.json().catch(() => null)) as { id?: unknown } | null;
    if (!response.ok || typeof json?.id !== 'string') throw new AppError('threads_failed', 409);
    return json.id;
  };
  const creationId = await call('threads', { media_type: 'TEXT', text: text.slice(0, 500) });
  return { id: await call('threads_publish', { creation_id: creationId }) };
}
