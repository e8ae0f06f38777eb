import type { FastifyRequest } from 'fastify';
import type { Role } from '../../common/roles';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import type { Auth } from './auth';
import { findProfile } from './queries';

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

/** The signed-in user of a request, or null. */
export async function findSessionUser(auth: Auth, db: Db, request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.cookie) return null;
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  const profile = await findProfile(db, session.user.id);
  if (!profile) return null;
  return {
    id: profile.id,
    email: profile.email,
    displayName: profile.displayName,
    role: (profile.role as Role | null) ?? null,
    isSchool: profile.isSchool === 1,
    language: profile.language === 'zh' ? 'zh' : 'en',
  };
}

/** The signed-in user, or 401. With `roles`, also 403 unless the user has one of them. */
export function requireUser(request: FastifyRequest, roles?: readonly Role[]): SessionUser {
  const user = request.user;
  if (!user) throw new AppError('unauthenticated', 401);
  if (roles && (!user.role || !roles.includes(user.role))) throw new AppError('forbidden', 403);
  return user;
}
