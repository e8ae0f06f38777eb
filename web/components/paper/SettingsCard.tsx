import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A paper form's settings, a titled card of fields: the practice form's and an assignment's. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" mb="md" id={titleId}>
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

interface CountsCaptionProps {
  /** the counts' one message (each field only turns red), or null */
  error: string | null;
  /** the limits, shown while there is no error */
  hint: string;
  /** pulls the line up to the fields above it */
  mt?: number;
}

/** Under a paper's question counts: what is wrong with them, or how many each kind allows. */
export function CountsCaption({ error, hint, mt }: CountsCaptionProps) {
  return error ? (
    <Text size="sm" c="red.8" role="alert" mt={mt}>
      {error}
    </Text>
  ) : (
    <Text size="xs" c="dimmed" mt={mt}>
      {hint}
    </Text>
  );
}
