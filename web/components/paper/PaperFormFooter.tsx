import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PaperFormFooterProps {
  /** the form's first error, shown above its actions */
  error: string | null;
  /** after the error, on its line (the create tabs' upgrade link) */
  errorAction?: ReactNode;
  /** what the form says before its actions is the caller's, as are the actions */
  children: ReactNode;
}

/**
 * The footer of a form that builds a paper: it sticks above the phone's bottom bar while the form scrolls, so the
 * summary, the first error and the start button stay in sight.
 */
export function PaperFormFooter({ error, errorAction, children }: PaperFormFooterProps) {
  return (
    <Paper
      shadow="md"
      withBorder
      p="sm"
      radius="lg"
      pos="sticky"
      style={{ bottom: 'calc(var(--shell-footer-offset, 0px) + 8px)', zIndex: 5 }}
    >
      <Stack gap="xs">
        {error && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {error}
            {errorAction && <> {errorAction}</>}
          </Alert>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** The footer's last line: what the paper will be (a dimmed summary) on the left, the form's action on the right. */
export function FooterRow({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      {summary}
      {children}
    </Group>
  );
}

/** The footer's summary line ("12 questions for 3 students"). */
export function FooterSummary({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" miw={0}>
      {children}
    </Text>
  );
}
