import '../../components/admin/styles';
import { Select } from '@mantine/core';
import { useState } from 'react';
import type { AdminSubjectView } from '../../../common/admin';
import { type Localized, pickText } from '../../../common/i18n';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { AdminList, AdminListPage, deletingOf, useCatalogueFilter } from './components/AdminListPage';
import { SubjectForm } from './components/SubjectForm';
import { SubjectRow } from './components/SubjectRow';
import { useReorder } from './useReorder';

/** `/app/manage-subjects` (super-admin): subjects by category, ordering, toggles, edit form with grades and syllabus. */
export function SubjectsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { categories, categoryId, subjects, select } = useCatalogueFilter();
  const reorder = useReorder('/api/admin/subjects/order', ['admin', 'subjects'], { categoryId: categoryId ?? '' });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const remove = useDeleteRow<AdminSubjectView>({
    path: '/api/admin/subjects',
    deletedText: t('admin.subjects.deleted'),
    invalidates: ['admin', 'subjects'],
  });
  const nameOf = (item: { title: Localized }) => pickText(item.title, language);
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: nameOf(category) }));
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
      deleting={deletingOf(remove, nameOf)}
    >
      <AdminList
        isPending={categories.isPending || (categoryId !== null && subjects.isPending)}
        failed={categories.isError ? categories : subjects.isError ? subjects : null}
        items={subjects.data}
        nameOf={nameOf}
        reorder={reorder}
      >
        {(subject) => (
          <SubjectRow subject={subject} onEdit={() => setEditing(subject.id)} onDelete={() => remove.ask(subject)} />
        )}
      </AdminList>
    </AdminListPage>
  );
}
