import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '../../../../components/Dialog';
import { useTranslation } from '../../../../i18n/i18n';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Are you sure?" before deleting a question or the whole assignment. */
export function ConfirmDialog({ opened, title, body, confirmLabel, loading, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onCancel} title={title}>
      <Text size="sm" mb="lg">
        {body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}
