import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Dialog } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';

export interface SubmitDialogProps {
  opened: boolean;
  unanswered: number;
  /** answers still waiting for the network */
  pending: number;
  isSubmitting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before handing in, and says how many questions are still blank. */
export function SubmitDialog({
  opened,
  unanswered,
  pending,
  isSubmitting,
  error,
  onCancel,
  onConfirm,
}: SubmitDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onCancel} title={t('working.submit.title')}>
      <Stack gap="md">
        {unanswered > 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
            {t('working.submit.unanswered', { count: unanswered })}
          </Alert>
        ) : (
          <Text>{t('working.submit.allAnswered')}</Text>
        )}
        {pending > 0 && (
          <Text size="sm" c="dimmed">
            {t('working.submit.pending', { count: pending })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('working.submit.final')}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('working.submit.keepWorking')}
          </Button>
          <Button onClick={onConfirm} loading={isSubmitting} data-autofocus>
            {t('working.submit.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
