import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from './api';
import { notifyError, notifySuccess } from './notify';

/**
 * Removing a row after the confirmation dialog (ConfirmRemoval in components/Dialog): a class, a student's or
 * teacher's link, a school you teach for, a school's teacher. The row waiting for it, then the removal by its id, a
 * toast, and the dialog closed.
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

export type ConfirmedRemoval<Row> = ReturnType<typeof useConfirmedRemoval<Row>>;
