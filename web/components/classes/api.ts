import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportCommitBody, ImportCommitResult, ImportPreview } from '../../../common/class-import';
import { api } from '../../lib/api';
import { classKeys } from '../../lib/classes';
import { linkKeys } from '../../lib/links';
import { upload } from '../../lib/upload';

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ file, schoolId }: { file: File; schoolId: string | null }) =>
      upload<ImportPreview>(
        'POST',
        `/api/students/import${schoolId ? `?schoolId=${encodeURIComponent(schoolId)}` : ''}`,
        file,
      ),
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCommitBody) => api.post<ImportCommitResult>('/api/students/import/commit', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: linkKeys.students() }),
        queryClient.invalidateQueries({ queryKey: classKeys.list() }),
      ]),
  });
}
