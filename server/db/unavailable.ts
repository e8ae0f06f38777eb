/**
 * Whether an error says the database could not be reached or ended the connection (a restart, a network cut, a full
 * pool), as opposed to a statement it refused. A write that failed this way failed for every write with it: trying
 * each again alone would only wait once per write for a database that is not there (group-commit.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // The socket: refused, reset, timed out, no route.
    if (NETWORK_CODES.has(code)) return true;
    // PostgreSQL's SQLSTATE: connection exceptions (08…), shutting down or starting up (57P01-57P03), too many
    // connections (53300).
    if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') {
      return true;
    }
  }
  // node-postgres and its pool say these in words only.
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((text) => message.includes(text));
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
];
