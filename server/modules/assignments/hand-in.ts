import type { HandInPagesView } from '../../../common/assignments';
import type { AppContext, RequestContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { type PageFileType, pdfPagesToPng } from '../../storage/pages';
import { newFileKey } from '../../storage/store';
import { finishHandedIn } from '../practices/service';
import { findPracticeFinish, insertHandInPages, listHandInPages } from './hand-in-queries';
import { findAssignedStudent, lockAssignedStudent } from './queries';
import { getOwnedAssignment, notFound } from './shared';
import { createStudentPractice } from './start';

/** Pages a handed-in paper may hold in all, over every upload (a PDF counts each of its pages). */
export const HAND_IN_MAX_PAGES = 30;

/**
 * uploadSubmission (spec section 7: files, assignment, student): the teacher (or school) that set the assignment
 * uploads the photos or PDF of a student's paper handed in on paper. It works without AI: the pages are kept, in
 * order, and the paper is finished as handed in (finishedBy 'upload'), every answer awaiting the teacher's mark by
 * hand beside the pages. A paper already handed in this way takes more pages after its own; one the student handed
 * in on screen is theirs (submission_answered). Not the teacher's assignment, or not a student of it: 404.
 */
export async function handInPaper(
  ctx: RequestContext,
  assignmentId: string,
  studentId: string,
  files: Array<{ bytes: Buffer; type: PageFileType }>,
  now = Date.now(),
): Promise<HandInPagesView> {
  const { db, user, files: store } = ctx;
  const assignment = await getOwnedAssignment(ctx, assignmentId);
  if (!(await findAssignedStudent(db, assignmentId, studentId))) throw notFound();
  if (assignment.published !== 1) throw new AppError('assignment_unpublished', 409);
  const images = await toPageImages(files);
  // The bytes first: a failure after leaves unlisted files, never a listed page without its image.
  const stored: Array<{ key: string; contentType: string }> = [];
  for (const image of images) {
    const key = newFileKey(image.type === 'jpeg' ? 'jpg' : 'png');
    await store.put(key, image.bytes);
    stored.push({ key, contentType: `image/${image.type}` });
  }
  const practiceId = await db.transaction().execute(async (trx) => {
    const row = await lockAssignedStudent(trx, assignmentId, studentId);
    if (!row) throw notFound();
    const id = row.practiceId ?? (await createStudentPractice({ ...ctx, db: trx }, assignment, studentId, now));
    const paper = await findPracticeFinish(trx, id);
    if (paper?.finishedAt != null && paper.finishedBy !== 'upload') throw new AppError('submission_answered', 409);
    const before = await listHandInPages(trx, id);
    if (before.length + stored.length > HAND_IN_MAX_PAGES)
      throw new AppError('too_many_files', 400, { max: HAND_IN_MAX_PAGES });
    const first = (before.at(-1)?.pageNo ?? 0) + 1;
    await insertHandInPages(
      trx,
      stored.map((page, index) => ({
        practiceId: id,
        pageNo: first + index,
        fileKey: page.key,
        contentType: page.contentType,
        createdBy: user.id,
        createdAt: now,
      })),
    );
    return id;
  });
  // Its own transaction (finishing's); a paper handed in before stays as it was, with the new pages added.
  await finishHandedIn(ctx, practiceId, now);
  return getHandInPages(ctx, assignmentId, studentId);
}

/** Each file's pages as images: a photo as it came (PNG or JPEG), a PDF page by page as PNGs. */
async function toPageImages(files: Array<{ bytes: Buffer; type: PageFileType }>) {
  const images: Array<{ bytes: Buffer; type: 'png' | 'jpeg' }> = [];
  for (const file of files) {
    if (file.type !== 'pdf') {
      images.push({ bytes: file.bytes, type: file.type });
      continue;
    }
    const left = HAND_IN_MAX_PAGES - images.length;
    let pages: Buffer[];
    try {
      pages = await pdfPagesToPng(file.bytes, left + 1);
    } catch {
      throw new AppError('invalid_file_type', 400, { allowed: 'PDF, PNG, JPEG' });
    }
    images.push(...pages.map((bytes) => ({ bytes, type: 'png' as const })));
    if (images.length > HAND_IN_MAX_PAGES) throw new AppError('too_many_files', 400, { max: HAND_IN_MAX_PAGES });
  }
  if (images.length === 0) throw new AppError('file_required', 400);
  return images;
}

/** The pages of a student's handed-in paper, for the teacher who set the assignment (none: an empty list). */
export async function getHandInPages(
  ctx: UserContext,
  assignmentId: string,
  studentId: string,
): Promise<HandInPagesView> {
  const { db } = ctx;
  await getOwnedAssignment(ctx, assignmentId);
  const row = await findAssignedStudent(db, assignmentId, studentId);
  if (!row) throw notFound();
  const pages = row.practiceId ? await listHandInPages(db, row.practiceId) : [];
  const base = `/api/assignments/${encodeURIComponent(assignmentId)}/students/${encodeURIComponent(studentId)}/pages`;
  return {
    practiceId: row.practiceId,
    pages: pages.map((page) => ({ no: page.pageNo, url: `${base}/${page.pageNo}` })),
  };
}

/** One page's image, for the teacher who set the assignment; anyone else, or no such page: 404. */
export async function getHandInPage(
  ctx: UserContext & Pick<AppContext, 'files'>,
  assignmentId: string,
  studentId: string,
  pageNo: number,
) {
  const { db, files: store } = ctx;
  await getOwnedAssignment(ctx, assignmentId);
  const row = await findAssignedStudent(db, assignmentId, studentId);
  const page = row?.practiceId
    ? (await listHandInPages(db, row.practiceId)).find((item) => item.pageNo === pageNo)
    : undefined;
  const bytes = page ? await store.get(page.fileKey) : null;
  if (!page || !bytes) throw new AppError('file_not_found', 404);
  return { bytes, contentType: page.contentType };
}
