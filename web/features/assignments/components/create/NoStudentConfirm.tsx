import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../../i18n/i18n';

interface NoStudentConfirmProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec: with no student selected, a 'no student' warning comes first; such a paper is printed, not published. */
export function NoStudentConfirm({ opened, onCancel, onConfirm }: NoStudentConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      title={
        <Group gap="xs" component="span">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" />
          <Text fw={700} component="span">
            {t('create.noStudent.title')}
          </Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('create.noStudent.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('create.noStudent.back')}
          </Button>
          <Button onClick={onConfirm}>{t('create.noStudent.continue')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
