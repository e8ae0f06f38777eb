import type { DbContext, UserContext } from '../../context';
import { deleteEmptyDraft, updateAssignment } from './queries';
import { getOwnedAssignment } from './shared';

/** Soft delete: students no longer see it; practices already done stay in their history. */
/**
 * An AI-written assignment whose writer gave up before writing a question is not left behind as an empty draft, nor
 * counted against the teacher's free assignments (issue 24). One with questions stays, for the teacher to finish.
 */
export async function discardEmptyDraft(ctx: DbContext, assignmentId: string, now = Date.now()): Promise<boolean> {
  const { db } = ctx;
  return deleteEmptyDraft(db, assignmentId, now);
}

export async function deleteAssignment(ctx: UserContext, assignmentId: string, now = Date.now()) {
  const { db } = ctx;
  await getOwnedAssignment(ctx, assignmentId);
  await updateAssignment(db, assignmentId, { deleted: 1, updatedAt: now });
}
