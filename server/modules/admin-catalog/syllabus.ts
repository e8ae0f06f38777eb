import { type AdminSubjectView, syllabusFileTypes } from '../../../common/admin';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { deleteFile, fileKeyOf, fileUrl, saveFile } from '../../storage/files';
import { detectDocumentType, documentContentTypes } from '../../storage/sniff';
import type { FileStore } from '../../storage/store';
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
  db: Db,
  store: FileStore,
  user: SessionUser,
  subjectId: string,
  language: 'en' | 'zh',
  upload: Upload,
): Promise<AdminSubjectView> {
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
  await replaceSyllabus(db, subjectId, language, subject[column[language]], { name, url: fileUrl(key) });
  return getAdminSubject(db, subjectId);
}

export async function removeSyllabus(db: Db, subjectId: string, language: 'en' | 'zh'): Promise<AdminSubjectView> {
  const subject = await findSubjectRow(db, subjectId);
  if (!subject) throw new AppError('subject_not_found', 404);
  await replaceSyllabus(db, subjectId, language, subject[column[language]], null);
  return getAdminSubject(db, subjectId);
}

async function replaceSyllabus(
  db: Db,
  subjectId: string,
  language: 'en' | 'zh',
  previous: string | null,
  next: { name: string; url: string } | null,
) {
  await updateSubjectRow(db, subjectId, {
    [column[language]]: next ? JSON.stringify(next) : null,
    updatedAt: Date.now(),
  });
  const previousKey = fileKeyOf(parseFileLink(previous)?.url ?? '');
  if (previousKey) await deleteFile(db, previousKey);
}
