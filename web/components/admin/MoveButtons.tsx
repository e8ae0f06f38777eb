import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';

interface MoveButtonsProps {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}

/** The keyboard way to reorder: move one step up or down (dragging is the pointer way). */
export function MoveButtons({ name, isFirst, isLast, disabled = false, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={disabled || isFirst}
        onClick={() => onMove(-1)}
        aria-label={`${t('admin.common.moveUp')}${t('common.colon')}${name}`}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={disabled || isLast}
        onClick={() => onMove(1)}
        aria-label={`${t('admin.common.moveDown')}${t('common.colon')}${name}`}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
    </Group>
  );
}
