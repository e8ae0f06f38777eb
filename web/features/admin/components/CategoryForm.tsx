import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminCategoryView, DEFAULT_AUDIENCE } from '../../../../common/admin';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, useInvalidateAdmin } from '../api';
import { AdminForm, TitleInputs, trimTitle } from './AdminForm';

/** A category's titles (both required) and audience. */
export function CategoryForm({ category, onDone }: { category: AdminCategoryView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(category?.title ?? { en: '', zh: '' });
  const [audience, setAudience] = useState(category?.audience ?? DEFAULT_AUDIENCE);
  const [touched, setTouched] = useState(false);
  const save = useSaveCategory(category, onDone);
  const missing = title.en.trim() === '' || title.zh.trim() === '';
  const required = (text: string) => (touched && text.trim() === '' ? t('admin.categories.titleRequired') : undefined);
  return (
    <AdminForm
      isNew={category === null}
      isPending={save.isPending}
      onCancel={onDone}
      onSubmit={() => {
        setTouched(true);
        if (!missing) save.mutate({ title: trimTitle(title), audience: audience.trim() || DEFAULT_AUDIENCE });
      }}
    >
      <TitleInputs
        value={title}
        onChange={setTitle}
        errors={{ en: required(title.en), zh: required(title.zh) }}
        required
        autoFocus
      />
      <TextInput
        label={t('admin.categories.audience')}
        description={t('admin.categories.audienceHint')}
        placeholder="HKDSE students"
        value={audience}
        onChange={(event) => setAudience(event.currentTarget.value)}
      />
    </AdminForm>
  );
}

/** Creates the category, or updates the one being edited, then closes the dialog. */
function useSaveCategory(category: AdminCategoryView | null, onDone: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: Pick<AdminCategoryView, 'title' | 'audience'>) =>
      category
        ? api.patch<AdminCategoryView>(`/api/admin/categories/${encodeURIComponent(category.id)}`, body)
        : api.post<AdminCategoryView>('/api/admin/categories', body),
    onSuccess: () => {
      notifySuccess(t(category ? 'admin.categories.updated' : 'admin.categories.created'));
      void invalidate(adminKeys.categories);
      onDone();
    },
    onError: (error) =>
      notifyError(
        `${t(category ? 'admin.categories.updateFailed' : 'admin.categories.createFailed')}${t('common.colon')}${errorText(error)}`,
      ),
  });
}
