import { Alert, Paper, Stack } from '@mantine/core';
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
