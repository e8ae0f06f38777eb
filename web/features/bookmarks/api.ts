import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BookmarkView } from '../../../common/practice';
import { api } from '../../lib/api';
import { bookmarkKeys } from '../../lib/practices';
import { useRefresh } from '../../lib/useRefresh';

export const bookmarksQuery = (subjectId: string | null) =>
  queryOptions({
    queryKey: bookmarkKeys.list(subjectId),
    queryFn: async () =>
      (
        await api.get<{ bookmarks: BookmarkView[] }>(
          subjectId ? `/api/bookmarks?subjectId=${encodeURIComponent(subjectId)}` : '/api/bookmarks',
        )
      ).bookmarks,
  });

export function useUpdateBookmarkRemark() {
  return useMutation({
    mutationFn: ({ bookmarkId, remark }: { bookmarkId: string; remark: string }) =>
      api.patch<BookmarkView>(`/api/bookmarks/${encodeURIComponent(bookmarkId)}`, { remark }),
    onSuccess: useRefresh(bookmarkKeys.all),
  });
}
