import '../../components/admin/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCategoryView } from '../../../common/admin';
import { pickText } from '../../../common/i18n';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { adminKeys, categoriesQuery } from './api';
import { AdminList, AdminListPage, deletingOf } from './components/AdminListPage';
import { CategoryForm } from './components/CategoryForm';
import { CategoryRow } from './components/CategoryRow';
import { useReorder } from './useReorder';

/** `/app/manage-categories` (super-admin): ordered categories, publish toggle, add / edit / delete. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const categories = useQuery(categoriesQuery);
  const reorder = useReorder('/api/admin/categories/order', adminKeys.categories);
  const [editing, setEditing] = useState<AdminCategoryView | 'new' | null>(null);
  const remove = useDeleteRow<AdminCategoryView>({
    path: '/api/admin/categories',
    deletedText: t('admin.categories.deleted'),
    failedText: t('admin.categories.deleteFailed'),
    invalidates: adminKeys.categories,
  });
  const nameOf = (category: AdminCategoryView) => pickText(category.title, language);

  return (
    <AdminListPage
      title={t('admin.categories.title')}
      add={{ label: t('admin.categories.add'), onClick: () => setEditing('new') }}
      editor={{
        opened: editing !== null,
        title: t(editing === 'new' ? 'admin.categories.addTitle' : 'admin.categories.editTitle'),
        onClose: () => setEditing(null),
        form: editing !== null && (
          <CategoryForm category={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ),
      }}
      deleting={deletingOf(remove, nameOf)}
    >
      <AdminList
        isPending={categories.isPending}
        failed={categories.isError ? categories : null}
        items={categories.data}
        nameOf={nameOf}
        reorder={reorder}
      >
        {(category) => (
          <CategoryRow category={category} onEdit={() => setEditing(category)} onDelete={() => remove.ask(category)} />
        )}
      </AdminList>
    </AdminListPage>
  );
}
