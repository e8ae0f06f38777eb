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
  const errorText = useErrorText();
  const update = useUpdateAssignment(assignment.id);
  const publish = usePublishAssignment(assignment.id);
  const [draft, setDraft] = useState<AssignmentDraft>(() => draftOf(assignment));
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [invalidStudents, setInvalidStudents] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const changes = changesOf(draft, assignment);

  function change(next: Partial<AssignmentDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
    setFormError(null);
    setInvalidStudents(false);
  }

  function handleError(error: unknown) {
    if (isApiError(error, 'invalid_students')) setInvalidStudents(true);
    else if (isApiError(error, 'invalid_due_date')) setErrors({ dueDate: 'invalid_due_date' });
    else setFormError(errorText(error));
  }

  /** Saves what changed (checked by the shared schema first), then runs `next`. */
  function save(next?: () => void) {
    if (!changes) {
      next?.();
      return;
    }
    const result = validateForm(UpdateAssignmentBody, {
      timeLimit: changes.timeLimit,
      dueDate: changes.dueDate,
      remark: changes.remark,
      studentIds: changes.studentIds,
      shuffleOptions: changes.shuffleOptions,
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

  const errorOf = (field: SettingsField) => (errors[field] ? t(`errors.${errors[field]}`) : null);
  return {
    draft,
    changes,
    change,
    save,
    handlePublish,
    errorOf,
    invalidStudents,
    formError,
    setFormError,
    isSaving: update.isPending,
    isBusy: update.isPending || publish.isPending,
  };
}

export type AssignmentDraftState = ReturnType<typeof useAssignmentDraft>;
