import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import {
  IconArrowRight,
  IconChartBar,
  IconDeviceFloppy,
  IconKey,
  IconPrinter,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { AssignmentView } from '../../../../../common/assignments';
import { StudentSelector } from '../../../../components/assignments/StudentSelector';
import { ConfirmRemove } from '../../../../components/Dialog';
import { useTranslation } from '../../../../i18n/i18n';
import { useErrorText } from '../../../../lib/api';
import { notifySuccess } from '../../../../lib/notify';
import { Link, useNavigate } from '../../../../lib/router';
import { useDeleteAssignment } from '../../api';
import { PaperSettings } from '../create/PaperSettings';
import { mainAction } from './draft';
import { type AssignmentDraftState, useAssignmentDraft } from './useAssignmentDraft';

/**
 * The confirm page's side: time limit, due date, remark and students (saved with "save"), then publish; print the
 * paper and its key at any time (docs/product-rules.md: before publishing too); the results once published; and
 * deleting the whole assignment.
 */
export function AssignmentActions({ assignment }: { assignment: AssignmentView }) {
  const { t } = useTranslation();
  const form = useAssignmentDraft(assignment);
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Stack gap="lg">
      <PaperSettings
        withCounts={false}
        value={{ difficulty: assignment.difficulty, mc: 0, short: 0, long: 0, ...form.draft }}
        onChange={(next) => form.change(next)}
        errorOf={form.errorOf}
        timeLimitLocked={assignment.published}
        isNarrow
      />
      <StudentSelector
        selected={form.draft.studentIds}
        onChange={(studentIds) => form.change({ studentIds })}
        error={form.invalidStudents ? t('errors.invalid_students') : null}
      />
      <ActionsCard assignment={assignment} form={form} onDelete={() => setConfirmDelete(true)} />
      <DeleteAssignmentConfirm
        assignment={assignment}
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onError={form.setFormError}
      />
    </Stack>
  );
}

interface ActionsCardProps {
  assignment: AssignmentView;
  form: AssignmentDraftState;
  onDelete: () => void;
}

/**
 * Why the card stops, the main action (publish, or a hint to add questions), print (the paper and its answer key,
 * before publishing too: a teacher checks the key before students see it), the results once published, save and
 * delete.
 */
function ActionsCard({ assignment, form, onDelete }: ActionsCardProps) {
  const { t } = useTranslation();
  const action = mainAction(assignment, form.draft);
  const hasQuestions = assignment.questions.length > 0;
  return (
    <Card>
      <Stack gap="sm">
        {form.formError && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {form.formError}
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
          <Button leftSection={<IconSend size={18} />} onClick={form.handlePublish} loading={form.isBusy}>
            {t('confirm.publish')}
          </Button>
        )}
        {assignment.published && (
          <Button
            component={Link}
            to={`/app/assignment-result/${assignment.id}`}
            leftSection={<IconChartBar size={18} />}
            rightSection={<IconArrowRight size={16} />}
          >
            {t('confirm.results')}
          </Button>
        )}
        {hasQuestions && <PrintButtons assignmentId={assignment.id} form={form} isMain={action === 'print'} />}
        <Button
          variant={action === 'publish' ? 'default' : 'light'}
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={() => form.save()}
          loading={form.isSaving}
          disabled={!form.changes}
        >
          {form.changes ? t('confirm.save') : t('confirm.allSaved')}
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={onDelete}>
          {t('confirm.deleteAssignment.button')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Print the paper or its answer key; unsaved changes would print an older heading, so they are saved first. */
function PrintButtons({
  assignmentId,
  form,
  isMain,
}: {
  assignmentId: string;
  form: AssignmentDraftState;
  isMain: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const printLink = (to: string, label: string, Icon: typeof IconPrinter) => (
    <Button
      component={Link}
      to={to}
      variant={isMain ? 'filled' : 'default'}
      leftSection={<Icon size={18} />}
      onClick={(event) => {
        if (!form.changes) return;
        event.preventDefault();
        form.save(() => navigate(to));
      }}
    >
      {label}
    </Button>
  );
  const to = `/app/print-assignment/${assignmentId}`;
  return (
    <>
      {printLink(to, t('confirm.printPaper'), IconPrinter)}
      {printLink(`${to}?key=1`, t('confirm.printKey'), IconKey)}
    </>
  );
}

interface DeleteAssignmentConfirmProps {
  assignment: AssignmentView;
  opened: boolean;
  onClose: () => void;
  /** a refused delete, shown on the actions card */
  onError: (text: string) => void;
}

/** Asks before deleting the whole assignment (a published one says its students lose it), then goes to create. */
function DeleteAssignmentConfirm({ assignment, opened, onClose, onError }: DeleteAssignmentConfirmProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const remove = useDeleteAssignment(assignment.id);
  const texts = {
    title: t('confirm.deleteAssignment.title'),
    body: t(assignment.published ? 'confirm.deleteAssignment.bodyPublished' : 'confirm.deleteAssignment.body'),
    confirm: t('confirm.deleteAssignment.button'),
  };
  return (
    <ConfirmRemove
      texts={opened ? texts : null}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notifySuccess(t('confirm.deleteAssignment.done'));
            navigate('/app/create-assignment', { replace: true });
          },
          onError: (error) => {
            onClose();
            onError(errorText(error));
          },
        })
      }
    />
  );
}
