import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';

interface DeleteRowOptions {
  /** the collection's route; the row's id is appended */
  path: string;
  /** the toast after a delete */
  deletedText: string;
  /** put before the server's reason when the delete fails */
  failedText?: string;
  /** the query to refresh afterwards */
  invalidates: readonly unknown[];
}

/** The delete flow of an admin list: the row waiting for confirmation (ConfirmDelete), then its soft delete. */
export function useDeleteRow<Row extends { id: string }>({
  path,
  deletedText,
  failedText,
  invalidates,
}: DeleteRowOptions) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`${path}/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notifySuccess(deletedText);
      setDeleting(null);
    },
    onError: (error) => notifyError(failedText ? `${failedText}: ${errorText(error)}` : errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
  return {
    /** the row the confirmation dialog is open for, if any */
    deleting,
    ask: (row: Row) => setDeleting(row),
    cancel: () => setDeleting(null),
    confirm: () => {
      if (deleting) remove.mutate(deleting.id);
    },
    isPending: remove.isPending,
  };
}

export type DeleteRow<Row extends { id: string }> = ReturnType<typeof useDeleteRow<Row>>;
