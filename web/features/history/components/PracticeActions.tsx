import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { PracticeSummary } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';

interface PracticeActionsProps {
  practice: PracticeSummary;
  onRedo: () => void;
  onEditRemark: () => void;
  onDelete: () => void;
}

/** Redo, edit remark and delete; an assignment's practice keeps only the remark. */
export function PracticeActions({ practice, onRedo, onEditRemark, onDelete }: PracticeActionsProps) {
  const { t } = useTranslation();
  const isOwn = practice.assignmentId === null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('history.actions.label')}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {isOwn && (
          <Menu.Item leftSection={<IconRefresh size={16} />} onClick={onRedo}>
            {t('history.actions.redo')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEditRemark}>
          {t('history.actions.remark')}
        </Menu.Item>
        {isOwn && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            {t('history.actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
