import { Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { AdminCategoryView } from '../../../../common/admin';
import { pickText } from '../../../../common/i18n';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, useInvalidateAdmin } from '../api';
import { RowActions } from './RowActions';

interface CategoryRowProps {
  category: AdminCategoryView;
  onEdit: () => void;
  onDelete: () => void;
}

/** A category: its title and audience, its published switch, edit and delete. */
export function CategoryRow({ category, onEdit, onDelete }: CategoryRowProps) {
  const { t } = useTranslation();
  const name = pickText(category.title, currentLanguage());
  const publish = usePublishCategory(category.id);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text fw={600} truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {category.audience}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Switch
          size="sm"
          label={t('admin.common.published')}
          // the value being saved shows until the server answers
          checked={publish.isPending ? publish.variables : category.published}
          onChange={(event) => publish.mutate(event.currentTarget.checked)}
        />
        <RowActions name={name} onEdit={onEdit} onDelete={onDelete} />
      </Group>
    </Group>
  );
}

function usePublishCategory(id: string) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (published: boolean) =>
      api.patch<AdminCategoryView>(`/api/admin/categories/${encodeURIComponent(id)}`, { published }),
    onSuccess: () => notifySuccess(t('admin.categories.updated')),
    onError: (error) => notifyError(`${t('admin.categories.updateFailed')}${t('common.colon')}${errorText(error)}`),
    onSettled: () => invalidate(adminKeys.categories),
  });
}
