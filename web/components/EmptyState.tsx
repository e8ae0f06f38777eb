import { Card, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: Icon;
  title: string;
  hint: string;
  /** the hint wraps at 420 px unless told otherwise */
  hintWidth?: number | null;
  /** false: the title is bold text, not a heading (a list under a section that has its own) */
  isTitleHeading?: boolean;
  /** what to do about it: a button, a link */
  children?: ReactNode;
}

/** What a list shows when it has nothing yet: an icon, a heading, a hint and perhaps the way to fill it. */
export function EmptyState({
  icon: EmptyIcon,
  title,
  hint,
  hintWidth = 420,
  isTitleHeading = true,
  children,
}: EmptyStateProps) {
  return (
    <Card>
      <Stack align="center" gap="xs" py="xl" ta="center">
        <EmptyIcon size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
        {isTitleHeading ? (
          <Title order={2} fz="lg">
            {title}
          </Title>
        ) : (
          <Text fw={700}>{title}</Text>
        )}
        <Text c="dimmed" size="sm" maw={hintWidth ?? undefined}>
          {hint}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
