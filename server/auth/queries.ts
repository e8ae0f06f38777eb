import { CompiledQuery, sql } from 'kysely';
import { createBatchLoader } from '../db/batch-loader';
import type { Db, Dialect } from '../db/index';
import type { NewProfile, ProfileUpdate } from '../db/tables/people';

export function findProfile(db: Db, userId: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', userId).where('deleted', '=', 0).executeTakeFirst();
}

export function findUserIdByEmail(db: Db, email: string) {
  return db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function createProfile(db: Db, profile: NewProfile) {
  await db
    .insertInto('profiles')
    .values(profile)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updateProfile(db: Db, userId: string, changes: ProfileUpdate) {
  await db.updateTable('profiles').set(changes).where('id', '=', userId).execute();
}

/** Keeps better-auth's user row in step with the profile for the fields both hold. */
export async function updateAuthUserName(db: Db, userId: string, name: string) {
  await db.updateTable('user').set({ name }).where('id', '=', userId).execute();
}

/**
 * Takes the password off an account and ends its sessions; answers whether it had a password. For a social sign-in
 * linked to an address someone registered with a password that nobody ever proved to own (docs/social-sign-in.md).
 */
export async function removePasswordAndSessions(db: Db, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('account')
      .where('userId', '=', userId)
      .where('providerId', '=', 'credential')
      .executeTakeFirst();
    await trx.deleteFrom('session').where('userId', '=', userId).execute();
    return Number(removed.numDeletedRows) > 0;
  });
}

/** Sessions with their profiles; the callers pick the tokens. */
function sessionProfiles(db: Db) {
  return db
    .selectFrom('session')
    .innerJoin('profiles', 'profiles.id', 'session.userId')
    .select([
      'session.token',
      'session.expiresAt',
      'profiles.id',
      'profiles.email',
      'profiles.displayName',
      'profiles.role',
      'profiles.isSchool',
      'profiles.language',
    ])
    .where('profiles.deleted', '=', 0);
}

type SessionProfile = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionProfiles>['executeTakeFirst']>>>;
const TOKEN_SLOT = '\u0000token\u0000';

/**
 * Finds the profile behind a session token, with the session's expiry (a Date on PostgreSQL, ISO text on SQLite).
 * Every API request runs it. On SQLite a lookup is a microsecond-scale call, so the query is compiled once and only
 * its parameter changes; on PostgreSQL it is a round trip, so the lookups of requests arriving together go as one
 * query (`token = any($1)`).
 */
export function createSessionProfileFinder(
  db: Db,
  dialect: Dialect,
): (token: string) => Promise<SessionProfile | undefined> {
  if (dialect === 'sqlite') {
    const compiled = sessionProfiles(db).where('session.token', '=', TOKEN_SLOT).compile();
    return async (token) => {
      const parameters = compiled.parameters.map((value) => (value === TOKEN_SLOT ? token : value));
      const { rows } = await db.executeQuery<SessionProfile>(CompiledQuery.raw(compiled.sql, parameters));
      return rows[0];
    };
  }
  return createBatchLoader(async (tokens: string[]) => {
    const rows = await sessionProfiles(db).where('session.token', '=', sql<string>`any(${tokens}::text[])`).execute();
    return new Map(rows.map((row) => [row.token, row]));
  });
}
