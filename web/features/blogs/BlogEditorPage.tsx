import '../../components/admin/styles';
import {
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Image,
  MultiSelect,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AdminBlogView, BlogLanguage, UpdateBlogBody } from '../../../common/blogs';
import { NotesEditor } from '../../components/admin/NotesEditor';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { RichHtml } from '../../components/RichHtml';
import { SaveStatus } from '../../components/SaveStatus';
import { useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNavigate, useParams } from '../../lib/router';
import { useAutosave } from '../../lib/useAutosave';
import { blogKeys, blogListQuery, blogQuery, uploadBlogImage } from './api';

/** `/app/manage-blog/:blogId` (admins): texts and content per language, saved a second after typing stops. */
export function BlogEditorPage() {
  const { t } = useTranslation();
  const { blogId = '' } = useParams();
  const blog = useQuery({ ...blogQuery(blogId), staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false });
  let body: React.ReactNode;
  if (blog.isPending) body = <Skeleton h={480} />;
  else if (blog.isError) body = <QueryError query={blog} />;
  else body = <BlogWorkspace initial={blog.data} />;
  return (
    <>
      <PageHeader title={t('blogs.editor.title')} backTo="/app/manage-blogs" />
      {body}
    </>
  );
}

function BlogWorkspace({ initial }: { initial: AdminBlogView }) {
  const { t, language: uiLanguage } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [blog, setBlog] = useState(initial);
  const [language, setLanguage] = useState<BlogLanguage>(uiLanguage === 'zh' ? 'zh' : 'en');
  const categories = useQuery(blogListQuery);
  const path = `/api/admin/blogs/${encodeURIComponent(blog.id)}`;
  const applied = (saved: AdminBlogView) => {
    setBlog(saved);
    queryClient.setQueryData(blogKeys.blog(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: blogKeys.list });
  };
  const patch = async (body: UpdateBlogBody) => applied(await api.patch<AdminBlogView>(path, body));
  const texts = useAutosave((body: UpdateBlogBody) => patch(body));
  // The autosave sends only its latest value, so every text typed in this visit is kept in one body: a title typed
  // just before a description is saved with it, not dropped.
  const draft = useRef<Required<Pick<UpdateBlogBody, 'title' | 'description' | 'content'>>>({
    title: {},
    description: {},
    content: {},
  });
  const edit = (field: 'title' | 'description' | 'content', value: BlogLanguage, text: string) => {
    draft.current = { ...draft.current, [field]: { ...draft.current[field], [value]: text } };
    texts.change(draft.current);
  };
  const change = useMutation({
    mutationFn: patch,
    onError: (error) => notifyError(errorText(error)),
  });
  const image = useMutation({
    mutationFn: (file: File) => uploadBlogImage(blog.id, language, file),
    onSuccess: (saved) => {
      applied(saved);
      notifySuccess(t('blogs.editor.imageUploaded'));
    },
    onError: (error) => notifyError(`${t('blogs.editor.imageFailed')}: ${errorText(error)}`),
  });
  const removeImage = useMutation({
    mutationFn: () => api.delete<AdminBlogView>(`${path}/images/${language}`),
    onSuccess: (saved) => {
      applied(saved);
      notifySuccess(t('blogs.editor.imageDeleted'));
    },
    onError: (error) => notifyError(`${t('blogs.editor.imageDeleteFailed')}: ${errorText(error)}`),
  });
  const threads = useMutation({
    mutationFn: () => api.post<{ id: string }>(`${path}/threads`),
    onSuccess: () => notifySuccess(t('blogs.editor.threadsPosted')),
    onError: (error) => notifyError(`${t('blogs.editor.threadsFailed')}: ${errorText(error)}`),
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
  const zh = uiLanguage === 'zh';
  const options = (categories.data?.categories ?? []).map((category) => ({
    value: category.id,
    label: (zh ? category.title.zh || category.title.en : category.title.en || category.title.zh) || category.id,
  }));
  const languageLabel = (value: BlogLanguage) => (value === 'en' ? t('admin.notes.english') : t('admin.notes.chinese'));

  const fields = (value: BlogLanguage) => (
    <Stack gap="sm">
      <TextInput
        label={t('blogs.editor.blogTitle', { language: languageLabel(value) })}
        defaultValue={blog.title[value]}
        onChange={(event) => edit('title', value, event.currentTarget.value)}
      />
      <Textarea
        label={t('blogs.editor.description', { language: languageLabel(value) })}
        defaultValue={blog.description[value]}
        autosize
        minRows={2}
        onChange={(event) => edit('description', value, event.currentTarget.value)}
      />
      <NotesEditor
        initial={blog.content[value]}
        label={t('blogs.editor.content', { language: languageLabel(value) })}
        onChange={(html) => edit('content', value, html === '<p></p>' ? '' : html)}
      />
    </Stack>
  );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Tabs value={language} onChange={(value) => value && setLanguage(value as BlogLanguage)} keepMounted>
          <Group justify="space-between" wrap="wrap" mb="sm">
            <Tabs.List>
              <Tabs.Tab value="en">{t('admin.notes.english')}</Tabs.Tab>
              <Tabs.Tab value="zh">{t('admin.notes.chinese')}</Tabs.Tab>
            </Tabs.List>
            <SaveStatus state={texts.state} />
          </Group>
          <Text size="xs" c="dimmed" mb="xs">
            {t('admin.notes.mathHint')}
          </Text>
          <Tabs.Panel value="en">{fields('en')}</Tabs.Panel>
          <Tabs.Panel value="zh">{fields('zh')}</Tabs.Panel>
        </Tabs>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="md">
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
                {categories.data?.threads && blog.published && (
                  <Button variant="light" size="xs" loading={threads.isPending} onClick={() => threads.mutate()}>
                    {t('blogs.editor.postThreads')}
                  </Button>
                )}
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  {t('admin.common.delete')}
                </Button>
              </Group>
            </Stack>
          </Card>
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
          <Card withBorder padding="md" data-testid="blog-preview">
            <Stack gap="xs">
              <Title order={2} fz="sm" c="dimmed">
                {t('admin.notes.preview')}
              </Title>
              {blog.preview[language] ? (
                <RichHtml html={blog.preview[language]} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('admin.notes.emptyPreview')}
                </Text>
              )}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
