import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';

interface ConfirmDeleteProps {
  /** what is deleted, shown in the title; null keeps the dialog closed */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
}

export function ConfirmDelete({ name, onCancel, onConfirm, loading = false }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={name !== null}
      onClose={onCancel}
      title={t('admin.common.deleteTitle', { name: name ?? '' })}
      centered
    >
      <Text size="sm" mb="lg">
        {t('admin.common.deleteBody')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('admin.common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
