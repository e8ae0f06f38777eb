import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogFormProps {
  /** a line above the fields, if the form needs one */
  intro?: string;
  /** why the server refused, shown above the button */
  error: string | null;
  submitLabel: string;
  isPending: boolean;
  /** called on submit; the form checks its fields itself (noValidate) */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The body of a dialog that holds one short form (report a question, replace it, a practice's remark): an intro line,
 * its fields, why the server refused, and the submit button. Put it in a Dialog inside a component that mounts as the
 * dialog opens, so each opening starts from the record's current values.
 */
export function DialogForm({ intro, error, submitLabel, isPending, onSubmit, children }: DialogFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
