import '../../components/admin/styles';
import { Group, Select } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Localized, pickText } from '../../../common/i18n';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adminKeys, sectionsQuery, useInvalidateAdmin } from './api';
import { AdminList, AdminListPage, useCatalogueFilter } from './components/AdminListPage';
import { CatalogueItemForm, type Editing } from './components/CatalogueItemForm';
import { type Deleting, SectionRow, type SectionRowActions } from './components/SectionRow';
import { useReorder } from './useReorder';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';

/** `/app/manage-chapters` (super-admin): sections of a subject in order, with their chapters. */
export function ChaptersPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const filter = useCatalogueFilter();
  const { categories, subjects, subjectId } = filter;
  const sections = useQuery({ ...sectionsQuery(subjectId ?? ''), enabled: subjectId !== null });
  const sectionsKey = adminKeys.sections(subjectId ?? '');
  const reorderSections = useReorder('/api/admin/sections/order', sectionsKey, { subjectId: subjectId ?? '' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const changes = useCatalogueChanges(sectionsKey, () => setDeleting(null));
  const actions: SectionRowActions = { ...changes, edit: setEditing, remove: setDeleting };

  return (
    <AdminListPage
      title={t('admin.chapters.title')}
      add={{
        label: t('admin.chapters.addSection'),
        onClick: () => setEditing({ kind: 'section', section: null }),
        disabled: !subjectId,
      }}
      filters={<SubjectFilter filter={filter} />}
      editor={{
        opened: editing !== null,
        title: editorTitle(t, editing),
        onClose: () => setEditing(null),
        form: editing !== null && subjectId && (
          <CatalogueItemForm editing={editing} subjectId={subjectId} onDone={() => setEditing(null)} />
        ),
      }}
      deleting={{
        name: deleting?.name ?? null,
        onCancel: () => setDeleting(null),
        onConfirm: () => deleting && changes.delete(deleting),
        loading: changes.isDeleting,
      }}
    >
      <AdminList
        isPending={subjectId === null ? categories.isPending || subjects.isPending : sections.isPending}
        failed={sections.isError ? sections : null}
        placeholder={subjectId === null ? t('admin.chapters.pickSubject') : null}
        items={sections.data}
        nameOf={(section) => pickText(section.title, language)}
        reorder={reorderSections}
      >
        {(section) => <SectionRow section={section} actions={actions} />}
      </AdminList>
    </AdminListPage>
  );
}

function editorTitle(t: ReturnType<typeof useTranslation>['t'], editing: Editing | null): string {
  if (editing?.kind === 'section')
    return t(editing.section ? 'admin.chapters.editSection' : 'admin.chapters.sectionTitle');
  if (editing?.kind === 'chapter')
    return t(editing.chapter ? 'admin.chapters.editChapter' : 'admin.chapters.chapterTitle');
  return '';
}

/** The category and subject whose sections the page lists. */
function SubjectFilter({ filter }: { filter: ReturnType<typeof useCatalogueFilter> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const options = (items: { id: string; title: Localized }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: pickText(item.title, language) }));
  return (
    <Group mb="md" grow maw={720} align="flex-start" wrap="wrap">
      <Select
        label={t('admin.chapters.category')}
        data={options(filter.categories.data)}
        value={filter.categoryId}
        onChange={(value) => value && filter.select('category', value)}
        allowDeselect={false}
      />
      <Select
        label={t('admin.chapters.subject')}
        data={options(filter.subjects.data)}
        value={filter.subjectId}
        onChange={(value) => value && filter.select('subject', value)}
        allowDeselect={false}
      />
    </Group>
  );
}

/** Publishing, deleting and reordering a subject's sections and chapters; each refreshes the subject's sections. */
function useCatalogueChanges(sectionsKey: readonly unknown[], onDeleted: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const refresh = () => invalidate(sectionsKey);
  const toggle = useMutation({
    mutationFn: ({ kind, id, published }: { kind: 'sections' | 'chapters'; id: string; published: boolean }) =>
      api.patch<unknown>(`/api/admin/${kind}/${encodeURIComponent(id)}`, { published }),
    onSuccess: (_, { kind }) =>
      notifySuccess(t(kind === 'sections' ? 'admin.chapters.sectionUpdated' : 'admin.chapters.chapterUpdated')),
    onError: (error) => notifyError(errorText(error)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ kind, id }: Deleting) => api.delete(`/api/admin/${kind}s/${encodeURIComponent(id)}`),
    onSuccess: (_, { kind }) => {
      notifySuccess(t(kind === 'section' ? 'admin.chapters.sectionDeleted' : 'admin.chapters.chapterDeleted'));
      onDeleted();
    },
    onError: (error) => notifyError(errorText(error)),
    onSettled: refresh,
  });
  const reorderChapters = useMutation({
    mutationFn: ({ sectionId, ids }: { sectionId: string; ids: string[] }) =>
      api.put<unknown>('/api/admin/chapters/order', { sectionId, ids }),
    onSuccess: () => notifySuccess(t('admin.common.orderSaved')),
    onError: (error) => notifyError(errorText(error)),
    onSettled: refresh,
  });
  return {
    publishedOf: (kind: 'sections' | 'chapters', id: string, value: boolean) =>
      toggle.isPending && toggle.variables.id === id && toggle.variables.kind === kind
        ? toggle.variables.published
        : value,
    setPublished: (kind: 'sections' | 'chapters', id: string, published: boolean) =>
      toggle.mutate({ kind, id, published }),
    delete: (deleting: Deleting) => remove.mutate(deleting),
    isDeleting: remove.isPending,
    reorderChapters,
  };
}
