import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with Node's scrypt, which runs on libuv's thread pool rather than the event loop. A burst of
 * sign-ins (a class of 40 at 8:00) would still fill that pool and stall file and DNS work, so at most `concurrency`
 * hashes run at once and the rest wait their turn.
 */
const KEY_LENGTH = 64;
// N=2^14, r=8, p=1: OWASP's floor for scrypt; about 40 ms and 16 MB per hash here.
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export function createPasswordHasher(concurrency: number): PasswordHasher {
  const limit = createLimiter(concurrency);
  const derive = (password: string, salt: Buffer) =>
    limit(
      () =>
        new Promise<Buffer>((resolve, reject) =>
          scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
            error ? reject(error) : resolve(key),
          ),
        ),
    );
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt);
      return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [scheme, saltHex, keyHex] = hash.split('$');
      if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
      const expected = Buffer.from(keyHex, 'hex');
      const actual = await derive(password, Buffer.from(saltHex, 'hex'));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/** Runs at most `concurrency` tasks at once, the rest in arrival order. */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
