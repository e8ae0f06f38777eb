import '../../components/admin/styles';
import { ActionIcon, Button, Group, Modal, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminCategoryView, DEFAULT_AUDIENCE } from '../../../common/admin';
import { pickText } from '../../../common/i18n';
import { ConfirmDelete } from '../../components/admin/ConfirmDelete';
import { SortableRows } from '../../components/admin/SortableRows';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adminKeys, categoriesQuery, useInvalidateAdmin } from './api';
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

  let body: React.ReactNode;
  if (categories.isPending) body = <Skeleton h={200} />;
  else if (categories.isError) {
    body = <QueryError query={categories} />;
  } else if (categories.data.length === 0) body = <Text c="dimmed">{t('admin.common.empty')}</Text>;
  else {
    body = (
      <SortableRows
        items={categories.data}
        pending={reorder.isPending ? reorder.variables : undefined}
        nameOf={(category) => pickText(category.title, language)}
        onReorder={(ids) => reorder.mutate(ids)}
        disabled={reorder.isPending}
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
              <ActionIcon
                variant="subtle"
                onClick={() => setEditing(category)}
                aria-label={`${t('admin.common.edit')}: ${pickText(category.title, language)}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => remove.ask(category)}
                aria-label={`${t('admin.common.delete')}: ${pickText(category.title, language)}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        )}
      </SortableRows>
    );
  }

  return (
    <>
      <PageHeader
        title={t('admin.categories.title')}
        right={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('admin.categories.add')}
          </Button>
        }
      />
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'admin.categories.addTitle' : 'admin.categories.editTitle')}
        centered
      >
        {editing !== null && (
          <CategoryForm category={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDelete
        name={remove.deleting ? pickText(remove.deleting.title, language) : null}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
        loading={remove.isPending}
      />
    </>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategoryView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const [en, setEn] = useState(category?.title.en ?? '');
  const [zh, setZh] = useState(category?.title.zh ?? '');
  const [audience, setAudience] = useState(category?.audience ?? DEFAULT_AUDIENCE);
  const [touched, setTouched] = useState(false);
  const missing = en.trim() === '' || zh.trim() === '';
  const save = useMutation({
    mutationFn: () => {
      const body = { title: { en: en.trim(), zh: zh.trim() }, audience: audience.trim() || DEFAULT_AUDIENCE };
      return category
        ? api.patch<AdminCategoryView>(`/api/admin/categories/${encodeURIComponent(category.id)}`, body)
        : api.post<AdminCategoryView>('/api/admin/categories', body);
    },
    onSuccess: () => {
      notifySuccess(t(category ? 'admin.categories.updated' : 'admin.categories.created'));
      void invalidate(adminKeys.categories);
      onDone();
    },
    onError: (error) =>
      notifyError(
        `${t(category ? 'admin.categories.updateFailed' : 'admin.categories.createFailed')}: ${errorText(error)}`,
      ),
  });
  const required = touched && missing ? t('admin.categories.titleRequired') : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!missing) save.mutate();
      }}
      noValidate
    >
      <Stack>
        <TextInput
          label={t('admin.common.titleEn')}
          required
          value={en}
          onChange={(event) => setEn(event.currentTarget.value)}
          error={touched && en.trim() === '' ? required : undefined}
          data-autofocus
        />
        <TextInput
          label={t('admin.common.titleZh')}
          required
          value={zh}
          onChange={(event) => setZh(event.currentTarget.value)}
          error={touched && zh.trim() === '' ? required : undefined}
        />
        <TextInput
          label={t('admin.categories.audience')}
          description={t('admin.categories.audienceHint')}
          placeholder="HKDSE students"
          value={audience}
          onChange={(event) => setAudience(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(category ? 'admin.common.update' : 'admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
