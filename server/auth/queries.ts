import { CompiledQuery } from 'kysely';
import type { Db } from '../db/index';
import type { NewProfile, ProfileUpdate } from '../db/types';

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

function sessionProfileQuery(db: Db, token: string) {
  return db
    .selectFrom('session')
    .innerJoin('profiles', 'profiles.id', 'session.userId')
    .select([
      'session.expiresAt',
      'profiles.id',
      'profiles.email',
      'profiles.displayName',
      'profiles.role',
      'profiles.isSchool',
      'profiles.language',
    ])
    .where('session.token', '=', token)
    .where('profiles.deleted', '=', 0);
}

type SessionProfile = Awaited<ReturnType<ReturnType<typeof sessionProfileQuery>['executeTakeFirst']>>;
const TOKEN_SLOT = '\u0000token\u0000';
const compiledSessionQueries = new WeakMap<Db, CompiledQuery>();

/**
 * The profile behind a session token, with the session's expiry (a Date on PostgreSQL, ISO text on SQLite). Every
 * API request runs this, so it is compiled once per database and only its parameter changes.
 */
export async function findSessionProfile(db: Db, token: string): Promise<SessionProfile> {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = sessionProfileQuery(db, TOKEN_SLOT).compile();
    compiledSessionQueries.set(db, compiled);
  }
  const parameters = compiled.parameters.map((value) => (value === TOKEN_SLOT ? token : value));
  const { rows } = await db.executeQuery<NonNullable<SessionProfile>>(CompiledQuery.raw(compiled.sql, parameters));
  return rows[0];
}
