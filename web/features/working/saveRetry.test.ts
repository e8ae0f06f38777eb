import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api';
import { isRetryable, retryDelayMs, SAVE_RETRY, SAVE_TIMEOUT_MS } from './saveRetry';

const serverError = new ApiError(500, 'internal');
const offline = new NetworkError(new TypeError('Failed to fetch'));
const tooMany = new ApiError(429, 'too_many_request');

describe('the autosave retry rules', () => {
  it('try again after about a second for the first thirty failures of a 5xx or the network, then every 10 s', () => {
    for (const error of [serverError, new ApiError(502, 'internal'), offline]) {
      for (let failures = 1; failures <= 30; failures++) expect(retryDelayMs(error, failures, () => 0.5)).toBe(1000);
      expect(retryDelayMs(error, 31, () => 0.5)).toBe(10_000);
      expect(retryDelayMs(error, 500, () => 0.5)).toBe(10_000);
    }
  });

  it('spread each wait over ±30 %, so a class that failed together does not come back at once', () => {
    expect(retryDelayMs(serverError, 1, () => 0)).toBe(700);
    expect(retryDelayMs(serverError, 1, () => 0.999_999)).toBe(1300);
    const waits = Array.from({ length: 200 }, () => retryDelayMs(serverError, 3));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(700);
    expect(Math.max(...waits)).toBeLessThanOrEqual(1300);
    expect(new Set(waits).size).toBeGreaterThan(50);
    // No wait is ever longer than 10 s, jitter included.
    expect(retryDelayMs(serverError, 40, () => 0.999_999)).toBe(SAVE_RETRY.slowMs);
  });

  it('never go fast on 429 or 401: 2 s, 5 s, then 10 s', () => {
    for (const error of [tooMany, new ApiError(401, 'unauthenticated')]) {
      expect([1, 2, 3, 4, 30].map((failures) => retryDelayMs(error, failures, () => 0.5))).toEqual([
        2000, 5000, 10_000, 10_000, 10_000,
      ]);
    }
  });

  it('retry the network, the server in trouble, 429 and 401; not a refusal', () => {
    expect([offline, serverError, tooMany, new ApiError(401, 'unauthenticated')].every(isRetryable)).toBe(true);
    expect(isRetryable(new ApiError(400, 'invalid_answer'))).toBe(false);
    expect(isRetryable(new ApiError(409, 'practice_finished'))).toBe(false);
  });

  it('give a save a few seconds, well under a proxy’s 60 s', () => {
    expect(SAVE_TIMEOUT_MS).toBeGreaterThanOrEqual(5000);
    expect(SAVE_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });
});
