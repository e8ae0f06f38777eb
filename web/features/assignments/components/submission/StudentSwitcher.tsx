import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/i18n';
import { Link } from '../../../../lib/router';

/** Previous and next student who handed in, so a teacher marks a class's papers one after another. */
export function StudentSwitcher({
  position,
  total,
  previousTo,
  nextTo,
}: {
  /** 1-based place among the submitted students, 0 when this student has not submitted */
  position: number;
  total: number;
  previousTo: string | null;
  nextTo: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mb="md">
      <StudentStep to={previousTo} leftSection={<IconChevronLeft size={16} />}>
        {t('assignments.submission.previousStudent')}
      </StudentStep>
      {position > 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {t('assignments.submission.studentOf', { no: position, total })}
        </Text>
      )}
      <StudentStep to={nextTo} rightSection={<IconChevronRight size={16} />}>
        {t('assignments.submission.nextStudent')}
      </StudentStep>
    </Group>
  );
}

interface StudentStepProps {
  /** where it goes; null at either end, where it shows disabled and goes nowhere */
  to: string | null;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
}

/** The link to the previous or the next student. */
function StudentStep({ to, leftSection, rightSection, children }: StudentStepProps) {
  return (
    <Button
      component={Link}
      to={to ?? '#'}
      variant="default"
      size="sm"
      leftSection={leftSection}
      rightSection={rightSection}
      disabled={to === null}
      aria-disabled={to === null}
      onClick={(event: React.MouseEvent) => {
        if (to === null) event.preventDefault();
      }}
    >
      {children}
    </Button>
  );
}
