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
        <StepButton direction="previous" isPhone={isPhone} disabled={isFirst} onClick={onPrevious} />
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
        <StepButton direction="next" isPhone={isPhone} disabled={isLast} onClick={onNext} />
      </Group>
    </Paper>
  );
}

interface StepButtonProps {
  direction: 'previous' | 'next';
  isPhone: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** To the previous or the next question: an arrow on a phone, a labelled button otherwise; the arrow keys do the same. */
function StepButton({ direction, isPhone, disabled, onClick }: StepButtonProps) {
  const { t } = useTranslation();
  const label = t(direction === 'previous' ? 'working.previous' : 'working.next');
  const Arrow = direction === 'previous' ? IconArrowLeft : IconArrowRight;
  const shortcut = direction === 'previous' ? 'ArrowLeft' : 'ArrowRight';
  if (isPhone)
    return (
      <ActionIcon
        variant="default"
        size={42}
        disabled={disabled}
        onClick={onClick}
        aria-label={label}
        aria-keyshortcuts={shortcut}
      >
        <Arrow size={20} />
      </ActionIcon>
    );
  const arrow = <Arrow size={18} />;
  return (
    <Button
      variant="default"
      leftSection={direction === 'previous' ? arrow : undefined}
      rightSection={direction === 'next' ? arrow : undefined}
      disabled={disabled}
      onClick={onClick}
      aria-keyshortcuts={shortcut}
    >
      {label}
    </Button>
  );
}
