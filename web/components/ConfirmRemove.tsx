import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../i18n/i18n';

interface ConfirmRemoveProps {
  /** the dialog's title, body and button; null keeps it closed */
  texts: { title: string; body: string; confirm: string } | null;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
}

// components/admin/ConfirmDelete has the same shape, but its texts live in the admin part, which these pages'
// routes do not load, and a link is removed, not deleted.
/** Asks before a teacher-student link is removed. */
export function ConfirmRemove({ texts, onCancel, onConfirm, loading }: ConfirmRemoveProps) {
  const { t } = useTranslation();
  // The dialog fades out after `texts` went null: it keeps the last texts meanwhile instead of going blank.
  const lastTexts = useRef(texts);
  if (texts) lastTexts.current = texts;
  const shown = lastTexts.current;
  return (
    <Modal opened={texts !== null} onClose={onCancel} title={shown?.title} centered>
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
    </Modal>
  );
}
