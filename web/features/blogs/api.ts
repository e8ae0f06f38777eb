import { queryOptions } from '@tanstack/react-query';
import type { AdminBlogList, AdminBlogView, BlogLanguage } from '../../../common/blogs';
import { api } from '../../lib/api';

export const blogKeys = {
  all: ['admin', 'blogs'] as const,
  list: ['admin', 'blogs', 'list'] as const,
  blog: (id: string) => ['admin', 'blogs', 'one', id] as const,
};

export const blogListQuery = queryOptions({
  queryKey: blogKeys.list,
  queryFn: () => api.get<AdminBlogList>('/api/admin/blogs'),
});

export const blogQuery = (id: string) =>
  queryOptions({
    queryKey: blogKeys.blog(id),
    queryFn: () => api.get<AdminBlogView>(`/api/admin/blogs/${encodeURIComponent(id)}`),
  });

export function uploadBlogImage(id: string, language: BlogLanguage, file: File): Promise<AdminBlogView> {
  const form = new FormData();
  form.append('file', file);
  return api.form<AdminBlogView>('PUT', `/api/admin/blogs/${encodeURIComponent(id)}/images/${language}`, form);
}
