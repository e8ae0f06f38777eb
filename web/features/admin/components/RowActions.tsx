import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';

interface RowActionsProps {
  /** the row's name, in the buttons' labels ("Edit: Mathematics") */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** a chapter inside a section's row takes the small buttons */
  size?: 'sm';
  /** between edit and delete (a chapter's move buttons) */
  children?: ReactNode;
}

/** An admin row's edit and delete buttons, each named after the row. */
export function RowActions({ name, onEdit, onDelete, size, children }: RowActionsProps) {
  const { t } = useTranslation();
  const iconSize = size === 'sm' ? 16 : 18;
  return (
    <>
      <ActionIcon
        variant="subtle"
        size={size}
        onClick={onEdit}
        aria-label={`${t('admin.common.edit')}${t('common.colon')}${name}`}
      >
        <IconPencil size={iconSize} />
      </ActionIcon>
      {children}
      <ActionIcon
        variant="subtle"
        color="red"
        size={size}
        onClick={onDelete}
        aria-label={`${t('admin.common.delete')}${t('common.colon')}${name}`}
      >
        <IconTrash size={iconSize} />
      </ActionIcon>
    </>
  );
}
