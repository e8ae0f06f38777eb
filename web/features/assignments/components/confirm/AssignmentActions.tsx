import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPrinter, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AssignmentView } from '../../../../../common/assignments';
import { UpdateAssignmentBody } from '../../../../../common/assignments';
import { StudentSelector } from '../../../../components/assignments/StudentSelector';
import { ConfirmRemove } from '../../../../components/Dialog';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../../lib/api';
import { type FieldErrors, validateForm } from '../../../../lib/formErrors';
import { notifySuccess } from '../../../../lib/notify';
import { Link, useNavigate } from '../../../../lib/router';
import { useDeleteAssignment, usePublishAssignment, useUpdateAssignment } from '../../api';
import { PaperSettings, type SettingsField } from '../create/PaperSettings';
import { type AssignmentDraft, changesOf, draftOf, mainAction } from './draft';

/**
 * The confirm page's side: time limit, due date, remark and students (saved with "save"), then publish, or print
 * when the paper is already published or is for no student (spec), and deleting the whole assignment.
 */
export function AssignmentActions({ assignment }: { assignment: AssignmentView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const update = useUpdateAssignment(assignment.id);
  const publish = usePublishAssignment(assignment.id);
  const remove = useDeleteAssignment(assignment.id);
  const [draft, setDraft] = useState<AssignmentDraft>(() => draftOf(assignment));
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [invalidStudents, setInvalidStudents] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const changes = changesOf(draft, assignment);
  const action = mainAction(assignment, draft);
  const busy = update.isPending || publish.isPending;

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

  return (
    <Stack gap="lg">
      <PaperSettings
        withCounts={false}
        value={{ difficulty: assignment.difficulty, mc: 0, short: 0, long: 0, ...draft }}
        onChange={(next) => change(next)}
        errorOf={errorOf}
        timeLimitLocked={assignment.published}
        isNarrow
      />
      <StudentSelector
        selected={draft.studentIds}
        onChange={(studentIds) => change({ studentIds })}
        error={invalidStudents ? t('errors.invalid_students') : null}
      />
      <Card>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" variant="light" p="xs" role="alert">
              {formError}
            </Alert>
          )}
          {action === 'print' && !assignment.published && (
            <Text size="sm" c="dimmed">
              {t('confirm.printInstead')}
            </Text>
          )}
          {action === 'addQuestions' && (
            <Text size="sm" c="dimmed">
              {t('confirm.needsQuestions')}
            </Text>
          )}
          {action === 'publish' && (
            <Button leftSection={<IconSend size={18} />} onClick={handlePublish} loading={busy}>
              {t('confirm.publish')}
            </Button>
          )}
          {action === 'print' && (
            <Button
              component={Link}
              to={`/app/print-assignment/${assignment.id}`}
              leftSection={<IconPrinter size={18} />}
              onClick={(event) => {
                // Unsaved changes would print an older paper heading: save them first, then go.
                if (!changes) return;
                event.preventDefault();
                save(() => navigate(`/app/print-assignment/${assignment.id}`));
              }}
            >
              {t('confirm.print')}
            </Button>
          )}
          <Button
            variant={action === 'publish' ? 'default' : 'light'}
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={() => save()}
            loading={update.isPending}
            disabled={!changes}
          >
            {changes ? t('confirm.save') : t('confirm.allSaved')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => setConfirmDelete(true)}
          >
            {t('confirm.deleteAssignment.button')}
          </Button>
        </Stack>
      </Card>
      <ConfirmRemove
        texts={
          confirmDelete
            ? {
                title: t('confirm.deleteAssignment.title'),
                body: t(
                  assignment.published ? 'confirm.deleteAssignment.bodyPublished' : 'confirm.deleteAssignment.body',
                ),
                confirm: t('confirm.deleteAssignment.button'),
              }
            : null
        }
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(t('confirm.deleteAssignment.done'));
              navigate('/app/create-assignment', { replace: true });
            },
            onError: (error) => {
              setConfirmDelete(false);
              setFormError(errorText(error));
            },
          })
        }
      />
    </Stack>
  );
}
