/** Rules about admin accounts that need no database. Only super-admins reach the admin routes at all. */

/** A super-admin cannot delete their own account: someone must be left who can manage admins. */
export function canDeleteAdmin(actorId: string, targetId: string): boolean {
  return actorId !== targetId;
}

/** A super-admin cannot remove their own super-admin status (spec §6); raising one's own role is moot here. */
export function canSetSuperAdmin(actorId: string, targetId: string, isSuperAdmin: boolean): boolean {
  return actorId !== targetId || isSuperAdmin;
}
