import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import { deleteEmptyDraft, updateAssignment } from './queries';
import { getOwnedAssignment } from './shared';

/** Soft delete: students no longer see it; practices already done stay in their history. */
/**
 * An AI-written assignment whose writer gave up before writing a question is not left behind as an empty draft, nor
 * counted against the teacher's free assignments (issue 24). One with questions stays, for the teacher to finish.
 */
export async function discardEmptyDraft(db: Db, assignmentId: string, now = Date.now()): Promise<boolean> {
  return deleteEmptyDraft(db, assignmentId, now);
}

export async function deleteAssignment(db: Db, user: SessionUser, assignmentId: string, now = Date.now()) {
  await getOwnedAssignment(db, user, assignmentId);
  await updateAssignment(db, assignmentId, { deleted: 1, updatedAt: now });
}
