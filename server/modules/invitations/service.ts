import type { ErrorCode } from '../../../common/errors';
import { createAccountWithInitialPassword } from '../../auth/accounts';
import { findProfile, findUserIdByEmail } from '../../auth/queries';
import type { AppContext, DbContext, RequestContext, UserContext } from '../../context';
import type { ProfileRow } from '../../db/tables/people';
import { AppError } from '../../errors';
import { publish } from '../../events/publish';

// What the two kinds of invitation share (a teacher's or school's student: links; a school's teacher: schools): who
// the invitation goes to, the account made for an address nobody has, the view of the person on the other side of a
// link and the word to that side's open pages. Each area keeps its own table, seats and error codes.

/** A link's change is told to the other side's open pages (live events). */
export type LinkContext = UserContext & Pick<AppContext, 'events'>;

/** What an invitation by e-mail names. */
export interface Invite {
  email: string;
  name: string;
  createAccount: boolean;
}

/** The kind of account an invitation goes to, and the error codes that say an address is not one. */
export interface InviteeKind {
  isOfKind: (profile: ProfileRow) => boolean;
  notRegistered: ErrorCode;
  notOfKind: ErrorCode;
}

/**
 * The live account of the invited kind that has the address, or null when nobody has it and the inviter asked for a
 * new account (createInvitee). Throws email_existed when an account has it and a new one was asked for, and
 * `notRegistered` when nobody has it and none was (a deleted account is as good as none, but its address stays taken).
 */
export async function findInvitee(ctx: DbContext, invite: Invite, kind: InviteeKind): Promise<ProfileRow | null> {
  const { db } = ctx;
  const existing = await findUserIdByEmail(db, invite.email);
  if (!existing) {
    if (!invite.createAccount) throw new AppError(kind.notRegistered, 404);
    return null;
  }
  if (invite.createAccount) throw new AppError('email_existed', 409);
  const profile = await findProfile(db, existing.id);
  if (!profile) throw new AppError(kind.notRegistered, 404);
  if (!kind.isOfKind(profile)) throw new AppError(kind.notOfKind, 409);
  return profile;
}

/** The account an invitation makes for an address nobody has, in the inviter's language: its initial password once. */
export function createInvitee(ctx: RequestContext, invite: Invite, role: 'student' | 'teacher') {
  return createAccountWithInitialPassword(ctx, {
    email: invite.email,
    displayName: invite.name,
    profile: { role, isSchool: 0, language: ctx.user.language },
  });
}

/** The person on the other side of a link, as both sides' lists show them. */
export function toLinkedPerson(row: {
  email: string;
  displayName: string;
  avatarUrl: string | null;
  accepted: number;
  createdAt: number;
}) {
  return {
    email: row.email,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    accepted: row.accepted === 1,
    createdAt: Number(row.createdAt),
  };
}

/** The other side's open pages update at once (their invitations list and its badge). */
export function tellInvitations(ctx: Pick<AppContext, 'events'>, userId: string) {
  void publish(ctx.events, userId, { type: 'invitations' });
}
