import '../../components/admin/styles';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCategoryView } from '../../../common/admin';
import { pickText } from '../../../common/i18n';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adminKeys, categoriesQuery, useInvalidateAdmin } from './api';
import { AdminList, AdminListPage } from './components/AdminListPage';
import { CategoryForm } from './components/CategoryForm';
import { RowActions } from './components/RowActions';
import { useReorder } from './useReorder';

/** `/app/manage-categories` (super-admin): ordered categories, publish toggle, add / edit / delete. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage();
  const categories = useQuery(categoriesQuery);
  const invalidate = useInvalidateAdmin();
  const reorder = useReorder('/api/admin/categories/order', adminKeys.categories);
  const [editing, setEditing] = useState<AdminCategoryView | 'new' | null>(null);

  const toggle = useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      api.patch<AdminCategoryView>(`/api/admin/categories/${encodeURIComponent(id)}`, { published }),
    onSuccess: () => notifySuccess(t('admin.categories.updated')),
    onError: (error) => notifyError(`${t('admin.categories.updateFailed')}: ${errorText(error)}`),
    onSettled: () => invalidate(adminKeys.categories),
  });
  const remove = useDeleteRow<AdminCategoryView>({
    path: '/api/admin/categories',
    deletedText: t('admin.categories.deleted'),
    failedText: t('admin.categories.deleteFailed'),
    invalidates: adminKeys.categories,
  });

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
      deleting={{
        name: remove.deleting ? pickText(remove.deleting.title, language) : null,
        onCancel: remove.cancel,
        onConfirm: remove.confirm,
        loading: remove.isPending,
      }}
    >
      <AdminList
        isPending={categories.isPending}
        failed={categories.isError ? categories : null}
        items={categories.data}
        nameOf={(category) => pickText(category.title, language)}
        reorder={reorder}
      >
        {(category) => (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate>
                {pickText(category.title, language)}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {category.audience}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Switch
                size="sm"
                label={t('admin.common.published')}
                checked={
                  toggle.isPending && toggle.variables.id === category.id
                    ? toggle.variables.published
                    : category.published
                }
                onChange={(event) => toggle.mutate({ id: category.id, published: event.currentTarget.checked })}
              />
              <RowActions
                name={pickText(category.title, language)}
                onEdit={() => setEditing(category)}
                onDelete={() => remove.ask(category)}
              />
            </Group>
          </Group>
        )}
      </AdminList>
    </AdminListPage>
  );
}
