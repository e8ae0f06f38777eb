import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
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
    <Modal
      opened={opened}
      onClose={onCancel}
      title={<Text fw={700}>{t('working.submit.title')}</Text>}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
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
    </Modal>
  );
}
