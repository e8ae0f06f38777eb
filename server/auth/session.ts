import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../common/roles';
import type { Db, Dialect } from '../db/index';
import type { ProfileRow } from '../db/tables/people';
import { AppError } from '../errors';
import { createSessionProfileFinder } from './queries';

/** Who is asking, as every service sees it. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  role: Role | null;
  isSchool: boolean;
  language: 'en' | 'zh';
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * Reads the signed-in user of a request, or null. This runs on every API request, autosaves included, so it does not go
 * through better-auth's endpoint machinery: it checks the session cookie's signature (better-auth signs
 * `token.HMAC-SHA256(secret, token)`) and reads the session and the profile in one query (on PostgreSQL, one query
 * for all the requests that arrive together: server/auth/queries.ts). Sign-out and revocation
 * take effect at once, since the session row is read every time. better-auth's own session check, which also
 * extends an active session's life, runs on GET /api/me, which the app calls when it opens.
 */
export function createSessionReader(
  db: Db,
  dialect: Dialect,
  secret: string,
): (request: FastifyRequest) => Promise<SessionUser | null> {
  const findSessionProfile = createSessionProfileFinder(db, dialect);
  return async (request) => {
    const token = readSessionToken(request.headers.cookie, secret);
    if (!token) return null;
    const row = await findSessionProfile(token);
    if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
    return toSessionUser(row);
  };
}

/** A profile's fields as the session user (and the account's own view, /api/me) shows them. */
export function toSessionUser(
  profile: Pick<ProfileRow, 'id' | 'email' | 'displayName' | 'role' | 'isSchool' | 'language'>,
): SessionUser {
  return {
    id: profile.id,
    email: profile.email,
    displayName: profile.displayName,
    role: (profile.role as Role | null) ?? null,
    isSchool: profile.isSchool === 1,
    language: profile.language === 'zh' ? 'zh' : 'en',
  };
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?paperwise\.session_token=([^;]+)/;

/** The session token from a signed session cookie, or null when it is missing or its signature is wrong. */
export function readSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const raw = cookieHeader?.match(SESSION_COOKIE)?.[1];
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** The signed-in user, or 401. With `roles`, also 403 unless the user has one of them. */
export function requireUser(request: FastifyRequest, roles?: readonly Role[]): SessionUser {
  const user = request.user;
  if (!user) throw new AppError('unauthenticated', 401);
  if (roles && (!user.role || !roles.includes(user.role))) throw new AppError('forbidden', 403);
  return user;
}
