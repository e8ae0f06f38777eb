import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Image.css';
import {
  Button,
  Card,
  FileButton,
  Group,
  Image,
  MultiSelect,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogView, BlogLanguage } from '../../../../common/blogs';
import { NotesEditor } from '../../../components/admin/NotesEditor';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNavigate } from '../../../lib/router';
import { blogKeys, blogListQuery, uploadBlogImage } from '../api';
import type { BlogEditor } from '../useBlogEditor';

function useLanguageLabel() {
  const { t } = useTranslation();
  return (value: BlogLanguage) => (value === 'en' ? t('admin.notes.english') : t('admin.notes.chinese'));
}

/** One language's title, description and content. */
export function BlogTextFields({ editor, language }: { editor: BlogEditor; language: BlogLanguage }) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const { blog, edit } = editor;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('blogs.editor.blogTitle', { language: languageLabel(language) })}
        defaultValue={blog.title[language]}
        onChange={(event) => edit('title', language, event.currentTarget.value)}
      />
      <Textarea
        label={t('blogs.editor.description', { language: languageLabel(language) })}
        defaultValue={blog.description[language]}
        autosize
        minRows={2}
        onChange={(event) => edit('description', language, event.currentTarget.value)}
      />
      <NotesEditor
        initial={blog.content[language]}
        label={t('blogs.editor.content', { language: languageLabel(language) })}
        onChange={(html) => edit('content', language, html === '<p></p>' ? '' : html)}
      />
    </Stack>
  );
}

/** Published, categories, and the post's actions: view it, post it to Threads, delete it. */
export function BlogSettingsCard({ editor, language }: { editor: BlogEditor; language: BlogLanguage }) {
  const { t, language: uiLanguage } = useTranslation();
  const { blog, change } = editor;
  const categories = useQuery(blogListQuery);
  const zh = uiLanguage === 'zh';
  const options = (categories.data?.categories ?? []).map((category) => ({
    value: category.id,
    label: (zh ? category.title.zh || category.title.en : category.title.en || category.title.zh) || category.id,
  }));
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Switch
          label={t('blogs.editor.published')}
          checked={blog.published}
          onChange={(event) => change.mutate({ published: event.currentTarget.checked })}
        />
        <MultiSelect
          label={t('blogs.editor.categories')}
          data={options}
          value={blog.categoryIds.filter((id) => options.some((option) => option.value === id))}
          onChange={(ids) => change.mutate({ categoryIds: ids })}
          clearable
        />
        <BlogActions editor={editor} language={language} canPostThreads={categories.data?.threads === true} />
      </Stack>
    </Card>
  );
}

interface BlogActionsProps {
  editor: BlogEditor;
  language: BlogLanguage;
  canPostThreads: boolean;
}

function BlogActions({ editor, language, canPostThreads }: BlogActionsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { blog, path } = editor;
  const threads = useMutation({
    mutationFn: () => api.post<{ id: string }>(`${path}/threads`),
    onSuccess: () => notifySuccess(t('blogs.editor.threadsPosted')),
    onError: (error) => notifyError(`${t('blogs.editor.threadsFailed')}${t('common.colon')}${errorText(error)}`),
  });
  const remove = useMutation({
    mutationFn: () => api.delete(path),
    onSuccess: () => {
      notifySuccess(t('blogs.list.deleted'));
      void queryClient.invalidateQueries({ queryKey: blogKeys.all });
      navigate('/app/manage-blogs');
    },
    onError: (error) => notifyError(errorText(error)),
  });
  return (
    <Group gap="xs" wrap="wrap">
      {blog.published && (
        <Button
          component="a"
          href={`${blog.publicUrl}${language === 'zh' ? '?lang=zh' : ''}`}
          target="_blank"
          variant="light"
          size="xs"
        >
          {t('blogs.editor.view')}
        </Button>
      )}
      {canPostThreads && blog.published && (
        <Button variant="light" size="xs" loading={threads.isPending} onClick={() => threads.mutate()}>
          {t('blogs.editor.postThreads')}
        </Button>
      )}
      <Button variant="subtle" color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate()}>
        {t('admin.common.delete')}
      </Button>
    </Group>
  );
}

/** One language's cover image: shown, uploaded or replaced, removed. */
export function BlogImageCard({ editor, language }: { editor: BlogEditor; language: BlogLanguage }) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const { blog } = editor;
  const { image, removeImage } = useBlogImage(editor, language);
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} fz="sm" c="dimmed">
          {t('blogs.editor.image', { language: languageLabel(language) })}
        </Title>
        {blog.image[language] ? (
          <Image src={blog.image[language]} alt="" radius="sm" mah={240} fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('blogs.editor.noImage')}
          </Text>
        )}
        <Group gap="xs">
          <FileButton
            onChange={(file) => file && image.mutate(file)}
            accept="image/png,image/jpeg,image/webp,image/gif"
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={image.isPending}>
                {t('blogs.editor.uploadImage')}
              </Button>
            )}
          </FileButton>
          {blog.image[language] && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={removeImage.isPending}
              onClick={() => removeImage.mutate()}
            >
              {t('blogs.editor.removeImage')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Uploads or removes one language's cover image; the blog as saved comes back to the editor. */
function useBlogImage({ blog, path, applied }: BlogEditor, language: BlogLanguage) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const image = useMutation({
    mutationFn: (file: File) => uploadBlogImage(blog.id, language, file),
    onSuccess: (saved) => {
      applied(saved);
      notifySuccess(t('blogs.editor.imageUploaded'));
    },
    onError: (error) => notifyError(`${t('blogs.editor.imageFailed')}${t('common.colon')}${errorText(error)}`),
  });
  const removeImage = useMutation({
    mutationFn: () => api.delete<AdminBlogView>(`${path}/images/${language}`),
    onSuccess: (saved) => {
      applied(saved);
      notifySuccess(t('blogs.editor.imageDeleted'));
    },
    onError: (error) => notifyError(`${t('blogs.editor.imageDeleteFailed')}${t('common.colon')}${errorText(error)}`),
  });
  return { image, removeImage };
}
