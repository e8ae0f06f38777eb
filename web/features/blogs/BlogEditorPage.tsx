import '../../components/admin/styles';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBlogView, BlogLanguage } from '../../../common/blogs';
import { BilingualWorkspace } from '../../components/admin/BilingualWorkspace';
import { PreviewCard } from '../../components/admin/PreviewCard';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { SaveStatus } from '../../components/SaveStatus';
import { useTranslation } from '../../i18n/i18n';
import { useParams } from '../../lib/router';
import { blogQuery } from './api';
import { BlogImageCard, BlogSettingsCard, BlogTextFields } from './components/BlogEditorParts';
import { useBlogEditor } from './useBlogEditor';

/** `/app/manage-blog/:blogId` (admins): texts and content per language, saved a second after typing stops. */
export function BlogEditorPage() {
  const { t } = useTranslation();
  const { blogId = '' } = useParams();
  const blog = useQuery({ ...blogQuery(blogId), staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false });
  let body: React.ReactNode;
  if (blog.isPending) body = <Skeleton h={480} />;
  else if (blog.isError)
    body = <QueryError query={blog} notFound={{ to: '/app/manage-blogs', label: t('blogs.list.title') }} />;
  else body = <BlogWorkspace initial={blog.data} />;
  return (
    <>
      <PageHeader title={t('blogs.editor.title')} backTo="/app/manage-blogs" />
      {body}
    </>
  );
}

function BlogWorkspace({ initial }: { initial: AdminBlogView }) {
  const { language: uiLanguage } = useTranslation();
  const editor = useBlogEditor(initial);
  const [language, setLanguage] = useState<BlogLanguage>(uiLanguage === 'zh' ? 'zh' : 'en');
  return (
    <BilingualWorkspace
      language={language}
      onLanguage={setLanguage}
      tools={<SaveStatus state={editor.saveState} />}
      en={<BlogTextFields editor={editor} language="en" />}
      zh={<BlogTextFields editor={editor} language="zh" />}
      aside={
        <Stack gap="md">
          <BlogSettingsCard editor={editor} language={language} />
          <BlogImageCard editor={editor} language={language} />
          <PreviewCard html={editor.blog.preview[language]} testId="blog-preview" />
        </Stack>
      }
    />
  );
}
