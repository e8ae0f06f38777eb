import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';

/**
 * Removing a link (a school you teach for, a school's teacher) after the confirmation dialog: the one waiting for
 * it, then the removal by its id, a toast, and the dialog closed.
 */
export function useConfirmedRemoval<Row>(
  remove: UseMutationResult<unknown, Error, string>,
  idOf: (row: Row) => string,
  removedText: string,
) {
  const errorText = useErrorText();
  const [removing, setRemoving] = useState<Row | null>(null);
  return {
    removing,
    ask: (row: Row) => setRemoving(row),
    cancel: () => setRemoving(null),
    confirm: () => {
      if (!removing) return;
      remove.mutate(idOf(removing), {
        onSuccess: () => {
          notifySuccess(removedText);
          setRemoving(null);
        },
        onError: (error) => notifyError(errorText(error)),
      });
    },
    isPending: remove.isPending,
  };
}
