import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AdminBlogView, BlogLanguage, UpdateBlogBody } from '../../../common/blogs';
import { api, useErrorText } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useAutosave } from '../../lib/useAutosave';
import { blogKeys } from './api';

type TextField = 'title' | 'description' | 'content';

/**
 * A blog post being edited: its texts saved a second after typing stops, its settings saved at once, and the post
 * as the server last answered (preview, images), kept in the query cache too.
 */
export function useBlogEditor(initial: AdminBlogView) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [blog, setBlog] = useState(initial);
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
  const draft = useRef<Required<Pick<UpdateBlogBody, TextField>>>({ title: {}, description: {}, content: {} });
  const edit = (field: TextField, language: BlogLanguage, text: string) => {
    draft.current = { ...draft.current, [field]: { ...draft.current[field], [language]: text } };
    texts.change(draft.current);
  };
  const change = useMutation({ mutationFn: patch, onError: (error) => notifyError(errorText(error)) });
  return { blog, path, applied, edit, saveState: texts.state, change };
}

export type BlogEditor = ReturnType<typeof useBlogEditor>;
