import { type AdminSubjectView, syllabusFileTypes } from '../../../common/admin';
import type { AppContext, DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { deleteFile, fileKeyOf, fileUrl, saveFile } from '../../storage/files';
import { detectDocumentType, documentContentTypes } from '../../storage/sniff';
import type { Upload } from '../../storage/upload';
import { findSubjectRow, updateSubjectRow } from './queries';
import { getAdminSubject } from './subjects';
import { parseFileLink } from './views';

const column = { en: 'syllabusEn', zh: 'syllabusZh' } as const;

/**
 * Stores a syllabus file for one language of a subject, replacing the one before. The type is read from the bytes
 * (pdf, doc, docx, txt; invalid_file_type otherwise), so a picture renamed .pdf is refused.
 */
export async function uploadSyllabus(
  ctx: UserContext & Pick<AppContext, 'files'>,
  subjectId: string,
  language: 'en' | 'zh',
  upload: Upload,
): Promise<AdminSubjectView> {
  const { db, files: store, user } = ctx;
  const subject = await findSubjectRow(db, subjectId);
  if (!subject) throw new AppError('subject_not_found', 404);
  const type = detectDocumentType(upload.bytes);
  if (!type) throw new AppError('invalid_file_type', 422, { allowed: syllabusFileTypes.join(', ') });
  // The original name, unless its extension says another type than the content: then the real one is added.
  const name = upload.name.toLowerCase().endsWith(`.${type}`) ? upload.name : `${upload.name}.${type}`;
  const key = await saveFile(db, store, {
    bytes: upload.bytes,
    name,
    contentType: documentContentTypes[type],
    extension: type,
    purpose: 'syllabus',
    createdBy: user.id,
  });
  await replaceSyllabus(ctx, subjectId, language, subject[column[language]], { name, url: fileUrl(key) });
  return getAdminSubject(ctx, subjectId);
}

export async function removeSyllabus(
  ctx: DbContext,
  subjectId: string,
  language: 'en' | 'zh',
): Promise<AdminSubjectView> {
  const { db } = ctx;
  const subject = await findSubjectRow(db, subjectId);
  if (!subject) throw new AppError('subject_not_found', 404);
  await replaceSyllabus(ctx, subjectId, language, subject[column[language]], null);
  return getAdminSubject(ctx, subjectId);
}

async function replaceSyllabus(
  ctx: DbContext,
  subjectId: string,
  language: 'en' | 'zh',
  previous: string | null,
  next: { name: string; url: string } | null,
) {
  const { db } = ctx;
  await updateSubjectRow(db, subjectId, {
    [column[language]]: next ? JSON.stringify(next) : null,
    updatedAt: Date.now(),
  });
  const previousKey = fileKeyOf(parseFileLink(previous)?.url ?? '');
  if (previousKey) await deleteFile(db, previousKey);
}
