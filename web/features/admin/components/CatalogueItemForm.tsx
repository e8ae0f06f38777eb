import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminChapterView, AdminSectionView } from '../../../../common/admin';
import type { Localized } from '../../../../common/i18n';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, useInvalidateAdmin } from '../api';
import { AdminForm, isTitleEmpty, TitleInputs, trimTitle } from './AdminForm';

/** What the chapters page's dialog edits: a section of the subject, or a chapter of a section (null: a new one). */
export type Editing =
  | { kind: 'section'; section: AdminSectionView | null }
  | { kind: 'chapter'; sectionId: string; chapter: AdminChapterView | null };

interface CatalogueItemFormProps {
  editing: Editing;
  subjectId: string;
  onDone: () => void;
}

/** A section's titles, or a chapter's number and titles. */
export function CatalogueItemForm({ editing, subjectId, onDone }: CatalogueItemFormProps) {
  const { t } = useTranslation();
  const item = editing.kind === 'section' ? editing.section : editing.chapter;
  const [title, setTitle] = useState(item?.title ?? { en: '', zh: '' });
  const [chapterNo, setChapterNo] = useState(editing.kind === 'chapter' ? (editing.chapter?.chapterNo ?? '') : '');
  const [touched, setTouched] = useState(false);
  const save = useSaveCatalogueItem(editing, subjectId, onDone);
  const titleMissing = isTitleEmpty(title);
  const noMissing = editing.kind === 'chapter' && chapterNo.trim() === '';
  return (
    <AdminForm
      isNew={item === null}
      isPending={save.isPending}
      onCancel={onDone}
      onSubmit={() => {
        setTouched(true);
        if (!titleMissing && !noMissing) save.mutate({ title: trimTitle(title), chapterNo: chapterNo.trim() });
      }}
    >
      {editing.kind === 'chapter' && (
        <TextInput
          label={t('admin.chapters.chapterNo')}
          value={chapterNo}
          onChange={(event) => setChapterNo(event.currentTarget.value)}
          error={touched && noMissing ? t('errors.invalid_chapter_no') : undefined}
          maxLength={20}
          data-autofocus
        />
      )}
      <TitleInputs
        value={title}
        onChange={setTitle}
        errors={{ en: touched && titleMissing ? t('errors.invalid_title') : undefined }}
      />
    </AdminForm>
  );
}

/** Creates or updates the section or chapter, refreshes the subject's sections and closes the dialog. */
function useSaveCatalogueItem(editing: Editing, subjectId: string, onDone: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ title, chapterNo }: { title: Localized; chapterNo: string }) => {
      if (editing.kind === 'section') {
        return editing.section
          ? api.patch<unknown>(`/api/admin/sections/${encodeURIComponent(editing.section.id)}`, { title })
          : api.post<unknown>('/api/admin/sections', { subjectId, title });
      }
      const body = { title, chapterNo };
      return editing.chapter
        ? api.patch<unknown>(`/api/admin/chapters/${encodeURIComponent(editing.chapter.id)}`, body)
        : api.post<unknown>('/api/admin/chapters', { ...body, sectionId: editing.sectionId });
    },
    onSuccess: () => {
      notifySuccess(t(savedTextKey(editing)));
      void invalidate(adminKeys.sections(subjectId));
      onDone();
    },
    onError: (error) => notifyError(errorText(error)),
  });
}

function savedTextKey(editing: Editing) {
  if (editing.kind === 'section')
    return editing.section ? 'admin.chapters.sectionUpdated' : 'admin.chapters.sectionCreated';
  return editing.chapter ? 'admin.chapters.chapterUpdated' : 'admin.chapters.chapterCreated';
}
