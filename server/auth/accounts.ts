import type { AppContext } from '../context';
import type { Db } from '../db/index';
import type { ProfileUpdate } from '../db/tables/people';
import { AppError } from '../errors';
import { newInitialPassword } from './initial-password';
import { findUserIdByEmail, updateProfile } from './queries';

/** Signs the account out everywhere at once: sessions are read on every request (auth/session.ts). */
export async function deleteSessions(db: Db, userId: string) {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/**
 * An account made by someone else (a super-admin adding an admin, a teacher adding a student; docs/product-rules.md
 * rather than the spec's shared default password): made through better-auth, so the password is hashed and the account signs in like any other, with a
 * random initial password answered once to the caller and kept nowhere in clear. Its owner must change it at first
 * sign-in. Throws email_existed (409) when any account, deleted or not, has the address.
 */
export async function createAccountWithInitialPassword(
  ctx: Pick<AppContext, 'db' | 'auth'>,
  input: { email: string; displayName: string; profile: Pick<ProfileUpdate, 'role' | 'isSchool' | 'language'> },
): Promise<{ userId: string; initialPassword: string }> {
  if (await findUserIdByEmail(ctx.db, input.email)) throw new AppError('email_existed', 409);
  const initialPassword = newInitialPassword();
  let userId: string;
  try {
    const { user } = await ctx.auth.api.signUpEmail({
      body: { name: input.displayName, email: input.email, password: initialPassword },
    });
    userId = user.id;
  } catch (error) {
    // Two people adding the same address at once: the second finds it taken.
    if ((error as { body?: { code?: string } }).body?.code?.startsWith('USER_ALREADY_EXISTS')) {
      throw new AppError('email_existed', 409);
    }
    throw error;
  }
  await updateProfile(ctx.db, userId, { ...input.profile, mustChangePassword: 1 });
  // Sign-up signs the new account in; nobody holds that session, so it goes.
  await deleteSessions(ctx.db, userId);
  return { userId, initialPassword };
}
