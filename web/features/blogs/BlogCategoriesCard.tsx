import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BlogCategoryView } from '../../../common/blogs';
import { ConfirmRowDelete } from '../../components/admin/ConfirmDelete';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { blogKeys } from './api';

interface Draft {
  id: string | null;
  en: string;
  zh: string;
  audience: string;
}

/** The blog categories: a label per language and an audience (HKDSE students unless given). */
export function BlogCategoriesCard({ categories }: { categories: BlogCategoryView[] }) {
  const { t, language: uiLanguage } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const deletion = useDeleteRow<BlogCategoryView>({
    path: '/api/admin/blog-categories',
    deletedText: t('blogs.categories.deleted'),
    failedText: t('blogs.categories.deleteFailed'),
    invalidates: blogKeys.all,
  });
  const zh = uiLanguage === 'zh';
  const label = (category: BlogCategoryView) =>
    zh ? category.title.zh || category.title.en : category.title.en || category.title.zh;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('blogs.categories.title')}
        </Title>
        <Button size="xs" variant="light" onClick={() => setDraft({ id: null, en: '', zh: '', audience: '' })}>
          {t('blogs.categories.add')}
        </Button>
      </Group>
      {categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('blogs.categories.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {categories.map((category) => (
            <CategoryItem
              key={category.id}
              category={category}
              label={label(category)}
              onEdit={() =>
                setDraft({ id: category.id, en: category.title.en, zh: category.title.zh, audience: category.audience })
              }
              onDelete={() => deletion.ask(category)}
            />
          ))}
        </Stack>
      )}
      <Dialog
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id ? t('blogs.categories.edit') : t('blogs.categories.add')}
      >
        {draft && <CategoryForm initial={draft} onDone={() => setDraft(null)} />}
      </Dialog>
      <ConfirmRowDelete deletion={deletion} nameOf={label} />
    </Card>
  );
}

interface CategoryItemProps {
  category: BlogCategoryView;
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}

function CategoryItem({ category, label, onEdit, onDelete }: CategoryItemProps) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap">
      <Text size="sm" truncate>
        {label}{' '}
        <Text span c="dimmed" size="xs">
          · {category.audience}
        </Text>
      </Text>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="subtle" onClick={onEdit}>
          {t('blogs.categories.edit')}
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
          {t('admin.common.delete')}
        </Button>
      </Group>
    </Group>
  );
}

/** A category's labels (one at least) and audience. */
function CategoryForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [titleError, setTitleError] = useState<string | null>(null);
  const save = useSaveBlogCategory(onDone);
  const submit = () => {
    if (!draft.en.trim() && !draft.zh.trim()) {
      setTitleError(t('errors.invalid_title'));
      return;
    }
    save.mutate(draft);
  };
  const setTitle = (change: Partial<Draft>) => {
    setTitleError(null);
    setDraft({ ...draft, ...change });
  };
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label={t('blogs.categories.english')}
        value={draft.en}
        error={titleError}
        onChange={(event) => setTitle({ en: event.currentTarget.value })}
        data-autofocus
      />
      <TextInput
        label={t('blogs.categories.chinese')}
        value={draft.zh}
        onChange={(event) => setTitle({ zh: event.currentTarget.value })}
      />
      <TextInput
        label={t('blogs.categories.audience')}
        placeholder="HKDSE students"
        value={draft.audience}
        onChange={(event) => setDraft({ ...draft, audience: event.currentTarget.value })}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('blogs.categories.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function useSaveBlogCategory(onSaved: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Draft) => {
      const body = { title: { en: value.en, zh: value.zh }, audience: value.audience };
      return value.id
        ? api.patch(`/api/admin/blog-categories/${encodeURIComponent(value.id)}`, body)
        : api.post('/api/admin/blog-categories', body);
    },
    onSuccess: (_data, value) => {
      if (!value.id) notifySuccess(t('blogs.categories.created'));
      onSaved();
    },
    onError: (error, value) =>
      notifyError(
        `${t(value.id ? 'blogs.categories.updateFailed' : 'blogs.categories.createFailed')}${t('common.colon')}${errorText(error)}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
