import { useState } from 'react';
import { type AssignmentView, UpdateAssignmentBody } from '../../../../../common/assignments';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../../lib/api';
import { type FieldErrors, validateForm } from '../../../../lib/formErrors';
import { notifySuccess } from '../../../../lib/notify';
import { usePublishAssignment, useUpdateAssignment } from '../../api';
import type { SettingsField } from '../create/PaperSettings';
import { type AssignmentDraft, changesOf, draftOf } from './draft';

/**
 * The confirm page's side panel as edited: the draft, what changed from the saved assignment, and saving it (checked
 * by the shared schema first) before publishing or printing. Errors land on a field, the student panel or the card.
 */
export function useAssignmentDraft(assignment: AssignmentView) {
  const { t } = useTranslation();
  const update = useUpdateAssignment(assignment.id);
  const publish = usePublishAssignment(assignment.id);
  const [draft, setDraft] = useState<AssignmentDraft>(() => draftOf(assignment));
  const { setErrors, setInvalidStudents, clearErrors, handleError, ...feedback } = useDraftErrors();
  const changes = changesOf(draft, assignment);

  function change(next: Partial<AssignmentDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    clearErrors();
  }

  /** Saves what changed (checked by the shared schema first), then runs `next`. */
  function save(next?: () => void) {
    if (!changes) {
      next?.();
      return;
    }
    const { timeLimit, dueDate, remark, studentIds, shuffleOptions } = changes;
    const result = validateForm(UpdateAssignmentBody, {
      ...{ timeLimit, dueDate, remark, studentIds, shuffleOptions },
      questionIds: undefined,
    });
    if (!result.ok) {
      const { questionIds: _ignored, shuffleOptions: _fixed, studentIds: students, ...fields } = result.errors;
      setErrors(fields);
      if (students) setInvalidStudents(true);
      return;
    }
    update.mutate(result.data, {
      onSuccess: (view) => {
        setDraft(draftOf(view));
        if (next) next();
        else notifySuccess(t('confirm.saved'));
      },
      onError: handleError,
    });
  }

  const handlePublish = () =>
    save(() =>
      publish.mutate(undefined, {
        onSuccess: () => notifySuccess(t('confirm.published')),
        onError: handleError,
      }),
    );

  const isSaving = update.isPending;
  const isBusy = update.isPending || publish.isPending;
  return { ...feedback, draft, changes, change, save, handlePublish, isSaving, isBusy };
}

/** Where a check or a refusal shows: on a setting, on the student panel, or on the actions card. */
function useDraftErrors() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [invalidStudents, setInvalidStudents] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  function clearErrors() {
    setErrors({});
    setFormError(null);
    setInvalidStudents(false);
  }

  function handleError(error: unknown) {
    if (isApiError(error, 'invalid_students')) setInvalidStudents(true);
    else if (isApiError(error, 'invalid_due_date')) setErrors({ dueDate: 'invalid_due_date' });
    else setFormError(errorText(error));
  }

  const errorOf = (field: SettingsField) => (errors[field] ? t(`errors.${errors[field]}`) : null);
  return { setErrors, setInvalidStudents, clearErrors, handleError, errorOf, invalidStudents, formError, setFormError };
}

export type AssignmentDraftState = ReturnType<typeof useAssignmentDraft>;
