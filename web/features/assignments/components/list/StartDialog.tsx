import { Button, Group, Stack, Text } from '@mantine/core';
import type { StudentAssignmentSummary } from '../../../../../common/assignments';
import { pickText } from '../../../../../common/i18n';
import { Dialog } from '../../../../components/Dialog';
import { useTranslation } from '../../../../i18n/i18n';

/** The spec's confirm before a student starts: the clock runs from the moment they do, on the server. */
export function StartDialog({
  assignment,
  isStarting,
  error,
  onStart,
  onClose,
}: {
  assignment: StudentAssignmentSummary | null;
  isStarting: boolean;
  error: string | null;
  onStart: () => void;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  return (
    <Dialog opened={assignment !== null} onClose={onClose} title={t('assignments.start.title')}>
      {assignment && (
        <Stack gap="md">
          <Text fw={700}>{pickText(assignment.subject.title, language)}</Text>
          <Text size="sm">
            {t('assignments.start.body', { count: assignment.noOfQuestions, minutes: assignment.timeLimit })}
          </Text>
          {assignment.status === 'overdue' && (
            <Text size="sm" c="orange.9">
              {t('assignments.start.late')}
            </Text>
          )}
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={onStart} loading={isStarting}>
              {t('assignments.start.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
