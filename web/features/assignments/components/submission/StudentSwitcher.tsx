import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
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
      <Button
        component={Link}
        to={previousTo ?? '#'}
        variant="default"
        size="sm"
        leftSection={<IconChevronLeft size={16} />}
        disabled={previousTo === null}
        aria-disabled={previousTo === null}
        onClick={(event: React.MouseEvent) => {
          if (previousTo === null) event.preventDefault();
        }}
      >
        {t('assignments.submission.previousStudent')}
      </Button>
      {position > 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {t('assignments.submission.studentOf', { no: position, total })}
        </Text>
      )}
      <Button
        component={Link}
        to={nextTo ?? '#'}
        variant="default"
        size="sm"
        rightSection={<IconChevronRight size={16} />}
        disabled={nextTo === null}
        aria-disabled={nextTo === null}
        onClick={(event: React.MouseEvent) => {
          if (nextTo === null) event.preventDefault();
        }}
      >
        {t('assignments.submission.nextStudent')}
      </Button>
    </Group>
  );
}
