import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminCategoryView, DEFAULT_AUDIENCE } from '../../../../common/admin';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, useInvalidateAdmin } from '../api';

/** A category's titles (both required) and audience. */
export function CategoryForm({ category, onDone }: { category: AdminCategoryView | null; onDone: () => void }) {
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
