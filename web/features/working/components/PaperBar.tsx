import { ActionIcon, Button, Group, Paper } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLayoutGrid, IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/i18n';

interface PaperBarProps {
  isPhone: boolean;
  isFirst: boolean;
  isLast: boolean;
  answered: number;
  total: number;
  canSubmit: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** opens the question navigator's drawer (phone) */
  onNavigator: () => void;
  onSubmit: () => void;
}

/** The bar under the question, kept in view: previous, the navigator on a phone, submit, next. */
export function PaperBar({
  isPhone,
  isFirst,
  isLast,
  answered,
  total,
  canSubmit,
  onPrevious,
  onNext,
  onNavigator,
  onSubmit,
}: PaperBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="xs"
      pos="sticky"
      shadow="sm"
      style={{ bottom: 'calc(env(safe-area-inset-bottom) + 8px)', zIndex: 10 }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {isPhone ? (
          <ActionIcon
            variant="default"
            size={42}
            disabled={isFirst}
            onClick={onPrevious}
            aria-label={t('working.previous')}
            aria-keyshortcuts="ArrowLeft"
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} />}
            disabled={isFirst}
            onClick={onPrevious}
            aria-keyshortcuts="ArrowLeft"
          >
            {t('working.previous')}
          </Button>
        )}
        {isPhone && (
          <Button
            variant="light"
            onClick={onNavigator}
            leftSection={<IconLayoutGrid size={18} />}
            px="sm"
            aria-label={t('working.openNavigator', { answered, total })}
          >
            {`${answered}/${total}`}
          </Button>
        )}
        <Button
          color="urgent"
          leftSection={<IconSend size={18} />}
          onClick={onSubmit}
          disabled={!canSubmit}
          style={{ flexShrink: 0 }}
        >
          {t('working.submit.button')}
        </Button>
        {isPhone ? (
          <ActionIcon
            variant="default"
            size={42}
            disabled={isLast}
            onClick={onNext}
            aria-label={t('working.next')}
            aria-keyshortcuts="ArrowRight"
          >
            <IconArrowRight size={20} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            rightSection={<IconArrowRight size={18} />}
            disabled={isLast}
            onClick={onNext}
            aria-keyshortcuts="ArrowRight"
          >
            {t('working.next')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
