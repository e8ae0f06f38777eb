import type { AdminNotesView, UpdateNotesBody, UploadedImage } from '../../../common/admin';
import { sanitizeRichHtml, toEditorHtml } from '../../content/rich-html';
import type { AppContext, DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { renderRichText } from '../../render/rich-text';
import { fileUrl, saveFile } from '../../storage/files';
import { encodeImage } from '../../storage/images';
import type { Upload } from '../../storage/upload';
import { findChapterNotesRow, updateChapterRow } from './queries';

type NotesRow = NonNullable<Awaited<ReturnType<typeof findChapterNotesRow>>>;

const assetBaseOf = (subjectId: string) => `/content-assets/${subjectId}/`;

function toNotesView(row: NotesRow): AdminNotesView {
  const assetBase = assetBaseOf(row.subjectId);
  const source = (text: string | null) => (text ? toEditorHtml(text, assetBase) : null);
  // The preview goes through the same renderer as the learner's GET /api/chapters/:id/notes.
  const preview = (text: string | null) => (text ? renderRichText(text, { assetBase }) : null);
  return {
    chapterId: row.id,
    en: source(row.notesEn),
    zh: source(row.notesZh),
    notesCreatedAt: row.notesCreatedAt === null ? null : Number(row.notesCreatedAt),
    preview: { en: preview(row.notesEn), zh: preview(row.notesZh) },
  };
}

export async function getAdminNotes(ctx: DbContext, chapterId: string): Promise<AdminNotesView> {
  const { db } = ctx;
  const row = await findChapterNotesRow(db, chapterId);
  if (!row) throw new AppError('chapter_not_found', 404);
  return toNotesView(row);
}

/**
 * Replaces the notes of the languages given, after cleaning them (content/rich-html.ts); '' or HTML with nothing
 * visible clears a language. The first notes written set `notesCreatedAt`, which notes automation reads as "this
 * chapter has notes". Throws chapter_not_found.
 */
export async function updateNotes(ctx: DbContext, chapterId: string, body: UpdateNotesBody): Promise<AdminNotesView> {
  const { db } = ctx;
  const row = await findChapterNotesRow(db, chapterId);
  if (!row) throw new AppError('chapter_not_found', 404);
  const assetBase = assetBaseOf(row.subjectId);
  const notesEn = body.en === undefined ? row.notesEn : sanitizeRichHtml(body.en, { assetBase });
  const notesZh = body.zh === undefined ? row.notesZh : sanitizeRichHtml(body.zh, { assetBase });
  const now = Date.now();
  await updateChapterRow(db, chapterId, {
    notesEn,
    notesZh,
    ...(row.notesCreatedAt === null && (notesEn || notesZh) ? { notesCreatedAt: now } : {}),
    updatedAt: now,
    editedAt: now,
  });
  return getAdminNotes(ctx, chapterId);
}

/** A picture for the editor, re-encoded small (storage/images.ts); throws invalid_file_type. */
export async function uploadImage(
  ctx: UserContext & Pick<AppContext, 'files'>,
  upload: Upload,
): Promise<UploadedImage> {
  const { db, files: store, user } = ctx;
  const image = await encodeImage(upload.bytes);
  const name = `${upload.name.replace(/\.[^.]*$/, '') || 'image'}.${image.extension}`;
  const key = await saveFile(db, store, {
    bytes: image.bytes,
    name,
    contentType: image.contentType,
    extension: image.extension,
    purpose: 'image',
    createdBy: user.id,
  });
  return {
    url: fileUrl(key),
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    size: image.bytes.length,
  };
}
