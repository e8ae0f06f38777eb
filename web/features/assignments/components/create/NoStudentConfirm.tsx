import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Dialog } from '../../../../components/Dialog';
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
    <Dialog
      opened={opened}
      onClose={onCancel}
      title={
        <Group gap="xs" component="span">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" />
          <Text fw={700} component="span">
            {t('create.noStudent.title')}
          </Text>
        </Group>
      }
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
    </Dialog>
  );
}
