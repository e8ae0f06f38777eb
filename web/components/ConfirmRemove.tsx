import { Button, Group, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../i18n/i18n';
import { Dialog } from './Dialog';

interface ConfirmRemoveProps {
  /** the dialog's title, body and button; null keeps it closed */
  texts: { title: string; body: string; confirm: string } | null;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
}

/**
 * Asks before something is removed: a teacher-student link, a school's teacher, a class; the caller names it in the
 * texts, so the admin lists (components/admin/ConfirmDelete) ask the same way in their own words.
 */
export function ConfirmRemove({ texts, onCancel, onConfirm, loading }: ConfirmRemoveProps) {
  const { t } = useTranslation();
  // The dialog fades out after `texts` went null: it keeps the last texts meanwhile instead of going blank.
  const lastTexts = useRef(texts);
  if (texts) lastTexts.current = texts;
  const shown = lastTexts.current;
  return (
    <Dialog opened={texts !== null} onClose={onCancel} title={shown?.title}>
      <Text size="sm" mb="lg">
        {shown?.body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {shown?.confirm}
        </Button>
      </Group>
    </Dialog>
  );
}
