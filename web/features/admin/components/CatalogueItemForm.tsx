import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminChapterView, AdminSectionView } from '../../../../common/admin';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, useInvalidateAdmin } from '../api';

/** What the chapters page's dialog edits: a section of the subject, or a chapter of a section (null: a new one). */
export type Editing =
  | { kind: 'section'; section: AdminSectionView | null }
  | { kind: 'chapter'; sectionId: string; chapter: AdminChapterView | null };

/** A section's titles, or a chapter's number and titles. */
export function CatalogueItemForm({
  editing,
  subjectId,
  onDone,
}: {
  editing: Editing;
  subjectId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const item = editing.kind === 'section' ? editing.section : editing.chapter;
  const [en, setEn] = useState(item?.title.en ?? '');
  const [zh, setZh] = useState(item?.title.zh ?? '');
  const [chapterNo, setChapterNo] = useState(editing.kind === 'chapter' ? (editing.chapter?.chapterNo ?? '') : '');
  const [touched, setTouched] = useState(false);
  const titleMissing = en.trim() === '' && zh.trim() === '';
  const noMissing = editing.kind === 'chapter' && chapterNo.trim() === '';
  const save = useMutation({
    mutationFn: () => {
      const title = { en: en.trim(), zh: zh.trim() };
      if (editing.kind === 'section') {
        return editing.section
          ? api.patch<unknown>(`/api/admin/sections/${encodeURIComponent(editing.section.id)}`, { title })
          : api.post<unknown>('/api/admin/sections', { subjectId, title });
      }
      const body = { title, chapterNo: chapterNo.trim() };
      return editing.chapter
        ? api.patch<unknown>(`/api/admin/chapters/${encodeURIComponent(editing.chapter.id)}`, body)
        : api.post<unknown>('/api/admin/chapters', { ...body, sectionId: editing.sectionId });
    },
    onSuccess: () => {
      const key =
        editing.kind === 'section'
          ? editing.section
            ? 'admin.chapters.sectionUpdated'
            : 'admin.chapters.sectionCreated'
          : editing.chapter
            ? 'admin.chapters.chapterUpdated'
            : 'admin.chapters.chapterCreated';
      notifySuccess(t(key));
      void invalidate(adminKeys.sections(subjectId));
      onDone();
    },
    onError: (error) => notifyError(errorText(error)),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!titleMissing && !noMissing) save.mutate();
      }}
    >
      <Stack>
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
        <TextInput
          label={t('admin.common.titleEn')}
          value={en}
          onChange={(event) => setEn(event.currentTarget.value)}
          error={touched && titleMissing ? t('errors.invalid_title') : undefined}
        />
        <TextInput
          label={t('admin.common.titleZh')}
          value={zh}
          onChange={(event) => setZh(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(item ? 'admin.common.update' : 'admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
