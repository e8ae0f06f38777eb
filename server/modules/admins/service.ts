import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminView, CreateAdminBody, CreatedAdmin, UpdateAdminBody } from '../../../common/admins';
import { findUserIdByEmail, updateAuthUserName, updateProfile } from '../../auth/queries';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { adminAccountMail } from './mail';
import { canDeleteAdmin, canSetSuperAdmin } from './policy';
import { type AdminRow, deleteSessions, findAdminRow, listAdminRows } from './queries';

function toAdminView(row: AdminRow): AdminView {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    isSuperAdmin: row.role === 'super-admin',
    mustChangePassword: row.mustChangePassword === 1,
    createdAt: Number(row.createdAt),
    lastSeenAt: row.lastSeenAt === null ? null : Number(row.lastSeenAt),
  };
}

export async function listAdmins(db: Db): Promise<AdminView[]> {
  return (await listAdminRows(db)).map(toAdminView);
}

async function getAdmin(db: Db, id: string): Promise<AdminView> {
  const row = await findAdminRow(db, id);
  if (!row) throw new AppError('admin_not_found', 404);
  return toAdminView(row);
}

/** 16 characters from 96 random bits (base64url), far above the minimum length and any guessing. */
function newInitialPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Makes an admin account through better-auth (so the password is hashed and the account signs in like any other),
 * then gives it its role and `mustChangePassword`. The initial password is answered once and kept nowhere in
 * clear; the account's address gets a mail saying an account was made, without the password. Throws email_existed
 * (409) when any account, deleted or not, has the address.
 */
export async function createAdmin(app: FastifyInstance, body: CreateAdminBody): Promise<CreatedAdmin> {
  if (await findUserIdByEmail(app.db, body.email)) throw new AppError('email_existed', 409);
  const initialPassword = newInitialPassword();
  let userId: string;
  try {
    const { user } = await app.auth.api.signUpEmail({
      body: { name: body.displayName, email: body.email, password: initialPassword },
    });
    userId = user.id;
  } catch (error) {
    // Two super-admins adding the same address at once: the second finds it taken.
    if ((error as { body?: { code?: string } }).body?.code?.startsWith('USER_ALREADY_EXISTS')) {
      throw new AppError('email_existed', 409);
    }
    throw error;
  }
  await updateProfile(app.db, userId, {
    role: body.isSuperAdmin ? 'super-admin' : 'admin',
    isSchool: 0,
    mustChangePassword: 1,
  });
  // Sign-up signs the new account in; nobody holds that session, so it goes.
  await deleteSessions(app.db, userId);
  await app.mailer.send({
    to: body.email,
    ...adminAccountMail({
      name: body.displayName,
      email: body.email,
      signInUrl: `${app.config.publicUrl}/`,
      isSuperAdmin: body.isSuperAdmin,
    }),
  });
  return { admin: await getAdmin(app.db, userId), initialPassword };
}

/** Throws admin_not_found, admin_demote_self (403). */
export async function updateAdmin(db: Db, actor: SessionUser, id: string, body: UpdateAdminBody): Promise<AdminView> {
  const row = await findAdminRow(db, id);
  if (!row) throw new AppError('admin_not_found', 404);
  if (body.isSuperAdmin !== undefined && !canSetSuperAdmin(actor.id, id, body.isSuperAdmin)) {
    throw new AppError('admin_demote_self', 403);
  }
  await updateProfile(db, id, {
    ...(body.displayName !== undefined ? { displayName: body.displayName } : {}),
    ...(body.isSuperAdmin !== undefined ? { role: body.isSuperAdmin ? 'super-admin' : 'admin' } : {}),
  });
  if (body.displayName !== undefined) await updateAuthUserName(db, id, body.displayName);
  return getAdmin(db, id);
}

/** Soft delete of the account (its profile), signing it out everywhere. Throws admin_not_found, admin_delete_self. */
export async function deleteAdmin(db: Db, actor: SessionUser, id: string): Promise<void> {
  if (!canDeleteAdmin(actor.id, id)) throw new AppError('admin_delete_self', 403);
  if (!(await findAdminRow(db, id))) throw new AppError('admin_not_found', 404);
  await db.transaction().execute(async (trx) => {
    await updateProfile(trx, id, { deleted: 1 });
    await deleteSessions(trx, id);
  });
}
