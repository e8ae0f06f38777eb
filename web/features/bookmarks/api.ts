import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkView } from '../../../common/practice';
import { api } from '../../lib/api';
import { bookmarkKeys } from '../../lib/practices';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookmarkId, remark }: { bookmarkId: string; remark: string }) =>
      api.patch<BookmarkView>(`/api/bookmarks/${encodeURIComponent(bookmarkId)}`, { remark }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}
