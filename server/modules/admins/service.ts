import type { AdminView, CreateAdminBody, CreatedAdmin, UpdateAdminBody } from '../../../common/admins';
import { createAccountWithInitialPassword, deleteSessions } from '../../auth/accounts';
import { updateAuthUserName, updateProfile } from '../../auth/queries';
import type { AppContext, DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { adminAccountMail } from '../../mail/templates';
import { canDeleteAdmin, canSetSuperAdmin } from './policy';
import { type AdminRow, findAdminRow, listAdminRows } from './queries';

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

export async function listAdmins(ctx: DbContext): Promise<AdminView[]> {
  const { db } = ctx;
  return (await listAdminRows(db)).map(toAdminView);
}

async function getAdmin(ctx: DbContext, id: string): Promise<AdminView> {
  const { db } = ctx;
  const row = await findAdminRow(db, id);
  if (!row) throw new AppError('admin_not_found', 404);
  return toAdminView(row);
}

/**
 * Makes an admin account with a random initial password (createAccountWithInitialPassword), answered once; the
 * account's address gets a mail saying an account was made, without the password. Throws email_existed (409).
 */
export async function createAdmin(ctx: AppContext, body: CreateAdminBody): Promise<CreatedAdmin> {
  const { userId, initialPassword } = await createAccountWithInitialPassword(ctx, {
    email: body.email,
    displayName: body.displayName,
    profile: { role: body.isSuperAdmin ? 'super-admin' : 'admin', isSchool: 0 },
  });
  await ctx.mail.send({
    to: body.email,
    ...adminAccountMail({
      name: body.displayName,
      email: body.email,
      signInUrl: `${ctx.config.publicUrl}/`,
      isSuperAdmin: body.isSuperAdmin,
    }),
  });
  return { admin: await getAdmin(ctx, userId), initialPassword };
}

/** Throws admin_not_found, admin_demote_self (403). */
export async function updateAdmin(ctx: UserContext, id: string, body: UpdateAdminBody): Promise<AdminView> {
  const { db, user: actor } = ctx;
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
  return getAdmin(ctx, id);
}

/** Soft delete of the account (its profile), signing it out everywhere. Throws admin_not_found, admin_delete_self. */
export async function deleteAdmin(ctx: UserContext, id: string): Promise<void> {
  const { db, user: actor } = ctx;
  if (!canDeleteAdmin(actor.id, id)) throw new AppError('admin_delete_self', 403);
  if (!(await findAdminRow(db, id))) throw new AppError('admin_not_found', 404);
  await db.transaction().execute(async (trx) => {
    await updateProfile(trx, id, { deleted: 1 });
    await deleteSessions(trx, id);
  });
}
