import type { UseMutationResult } from '@tanstack/react-query';
import { useErrorText } from './api';
import { notifyError, notifySuccess } from './notify';

type IdMutation = UseMutationResult<unknown, Error, string>;

/**
 * Accepting or rejecting invitations (a teacher's to a student, a school's to a teacher), each by the row's id with
 * its toast. The list holds them, not the row: accepting replaces the row's buttons and rejecting removes the row,
 * and a toast from an unmounted component's mutate() never shows.
 */
export function useInvitationAnswers<Row>(
  accept: IdMutation,
  reject: IdMutation,
  idOf: (row: Row) => string,
  doneTexts: { accepted: string; rejected: string },
) {
  const errorText = useErrorText();
  const answer = (mutation: IdMutation, row: Row, doneText: string) =>
    mutation.mutate(idOf(row), {
      onSuccess: () => notifySuccess(doneText),
      onError: (error) => notifyError(errorText(error)),
    });
  return {
    accept: (row: Row) => answer(accept, row, doneTexts.accepted),
    reject: (row: Row) => answer(reject, row, doneTexts.rejected),
    isAccepting: (row: Row) => accept.isPending && accept.variables === idOf(row),
    isRejecting: (row: Row) => reject.isPending && reject.variables === idOf(row),
  };
}

export type InvitationAnswers<Row> = ReturnType<typeof useInvitationAnswers<Row>>;
