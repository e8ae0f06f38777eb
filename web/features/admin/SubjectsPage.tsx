import '../../components/admin/styles';
import { Group, Select, Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSubjectView } from '../../../common/admin';
import { pickText } from '../../../common/i18n';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useInvalidateAdmin } from './api';
import { AdminList, AdminListPage, useCatalogueFilter } from './components/AdminListPage';
import { RowActions } from './components/RowActions';
import { SubjectForm } from './components/SubjectForm';
import { useReorder } from './useReorder';

type Flag = 'published' | 'isOld' | 'isNew';

const flagLabels = {
  published: 'admin.common.published',
  isOld: 'admin.subjects.old',
  isNew: 'admin.subjects.new',
} as const;

/** `/app/manage-subjects` (super-admin): subjects by category, ordering, toggles, edit form with grades and syllabus. */
export function SubjectsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { categories, categoryId, subjects, select } = useCatalogueFilter();
  const reorder = useReorder('/api/admin/subjects/order', ['admin', 'subjects'], { categoryId: categoryId ?? '' });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const flags = useSubjectFlags();
  const remove = useDeleteRow<AdminSubjectView>({
    path: '/api/admin/subjects',
    deletedText: t('admin.subjects.deleted'),
    invalidates: ['admin', 'subjects'],
  });
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: category.id,
    label: pickText(category.title, language),
  }));
  const editingSubject = editing && editing !== 'new' ? subjects.data?.find((s) => s.id === editing) : undefined;

  return (
    <AdminListPage
      title={t('admin.subjects.title')}
      add={{ label: t('admin.subjects.add'), onClick: () => setEditing('new'), disabled: !categoryId }}
      filters={
        <Select
          label={t('admin.subjects.category')}
          data={categoryOptions}
          value={categoryId}
          onChange={(value) => value && select('category', value)}
          allowDeselect={false}
          maw={360}
          mb="md"
        />
      }
      editor={{
        opened: editing !== null,
        title: t(editing === 'new' ? 'admin.subjects.addTitle' : 'admin.subjects.editTitle'),
        onClose: () => setEditing(null),
        size: 'xl',
        form: (editing === 'new' || editingSubject) && (
          <SubjectForm
            subject={editingSubject ?? null}
            categoryId={categoryId ?? ''}
            categories={categoryOptions}
            onDone={() => setEditing(null)}
          />
        ),
      }}
      deleting={{
        name: remove.deleting ? pickText(remove.deleting.title, language) : null,
        onCancel: remove.cancel,
        onConfirm: remove.confirm,
        loading: remove.isPending,
      }}
    >
      <AdminList
        isPending={categories.isPending || (categoryId !== null && subjects.isPending)}
        failed={categories.isError ? categories : subjects.isError ? subjects : null}
        items={subjects.data}
        nameOf={(subject) => pickText(subject.title, language)}
        reorder={reorder}
      >
        {(subject) => {
          const name = pickText(subject.title, language);
          return (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} truncate miw={0}>
                {name}
              </Text>
              <Group gap="md" wrap="wrap">
                {(['published', 'isOld', 'isNew'] as const).map((flag) => (
                  <Switch
                    key={flag}
                    size="sm"
                    label={t(flagLabels[flag])}
                    checked={flags.valueOf(subject, flag)}
                    onChange={(event) => flags.set(subject.id, flag, event.currentTarget.checked)}
                  />
                ))}
                <RowActions name={name} onEdit={() => setEditing(subject.id)} onDelete={() => remove.ask(subject)} />
              </Group>
            </Group>
          );
        }}
      </AdminList>
    </AdminListPage>
  );
}

/** A subject's published / old / new switches: each shows the value being saved until the server answers. */
function useSubjectFlags() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const toggle = useMutation({
    mutationFn: ({ id, flag, value }: { id: string; flag: Flag; value: boolean }) =>
      api.patch<AdminSubjectView>(`/api/admin/subjects/${encodeURIComponent(id)}`, { [flag]: value }),
    onSuccess: () => notifySuccess(t('admin.subjects.updated')),
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => invalidate(['admin', 'subjects']),
  });
  return {
    valueOf: (subject: AdminSubjectView, flag: Flag) =>
      toggle.isPending && toggle.variables.id === subject.id && toggle.variables.flag === flag
        ? toggle.variables.value
        : subject[flag],
    set: (id: string, flag: Flag, value: boolean) => toggle.mutate({ id, flag, value }),
  };
}
