import '@mantine/core/styles/Skeleton.css';
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBlogList, AdminBlogSummary, AdminBlogView } from '../../../common/blogs';
import { ConfirmRowDelete } from '../../components/admin/ConfirmDelete';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { Link, useNavigate } from '../../lib/router';
import { blogKeys, blogListQuery } from './api';
import { BlogCategoriesCard } from './BlogCategoriesCard';

/** `/app/manage-blogs` (admins): every blog, newest first, and the blog categories. */
export function ManageBlogsPage() {
  const { t } = useTranslation();
  const list = useQuery(blogListQuery);
  const create = useCreateBlog();
  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton h={240} />;
  else if (list.isError) body = <QueryError query={list} />;
  else body = <BlogList categories={list.data.categories} blogs={list.data.blogs} />;
  return (
    <>
      <PageHeader
        title={t('blogs.list.title')}
        right={
          <Button leftSection={<IconPlus size={18} />} loading={create.isPending} onClick={create.start}>
            {t('blogs.list.add')}
          </Button>
        }
      />
      {body}
    </>
  );
}

/** A new, empty blog, opened in its editor at once. */
function useCreateBlog() {
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const create = useMutation({
    mutationFn: () => api.post<AdminBlogView>('/api/admin/blogs', { title: {} }),
    onSuccess: (blog) => navigate(`/app/manage-blog/${blog.id}`),
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => setAdding(false),
  });
  return {
    isPending: adding || create.isPending,
    start() {
      setAdding(true);
      create.mutate();
    },
  };
}

function BlogList({ categories, blogs }: { categories: AdminBlogList['categories']; blogs: AdminBlogSummary[] }) {
  const { t, language: uiLanguage } = useTranslation();
  const deletion = useDeleteRow<AdminBlogSummary>({
    path: '/api/admin/blogs',
    deletedText: t('blogs.list.deleted'),
    invalidates: blogKeys.all,
  });
  const zh = uiLanguage === 'zh';
  const titleOf = (blog: AdminBlogSummary) =>
    (zh ? blog.title.zh || blog.title.en : blog.title.en || blog.title.zh) || t('blogs.list.untitled');
  return (
    <Stack gap="lg">
      <BlogCategoriesCard categories={categories} />
      {blogs.length === 0 ? (
        <Text c="dimmed">{t('blogs.list.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {blogs.map((blog) => (
            <BlogItem key={blog.id} blog={blog} title={titleOf(blog)} onDelete={() => deletion.ask(blog)} />
          ))}
        </Stack>
      )}
      <ConfirmRowDelete deletion={deletion} nameOf={titleOf} />
    </Stack>
  );
}

interface BlogItemProps {
  blog: AdminBlogSummary;
  title: string;
  onDelete: () => void;
}

/** A post in the list: its title (opening the editor), description, published or draft, and delete. */
function BlogItem({ blog, title, onDelete }: BlogItemProps) {
  const { t, language } = useTranslation();
  const zh = language === 'zh';
  return (
    <Card component="li" withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Link to={`/app/manage-blog/${blog.id}`} style={{ fontWeight: 600 }}>
            {title}
          </Link>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {zh ? blog.description.zh || blog.description.en : blog.description.en || blog.description.zh}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={blog.published ? 'teal' : 'gray'} variant="light">
            {blog.published ? t('blogs.list.published') : t('blogs.list.draft')}
          </Badge>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            {t('admin.common.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
