import '@mantine/core/styles/Skeleton.css';
import { Alert, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type OptionKey, optionKeys } from '../../common/catalog';
import { RichHtml } from './RichHtml';

interface QuestionPreviewProps {
  title: string;
  questionHtml: string;
  /** MC only */
  optionsHtml: Record<OptionKey, string> | null;
  correctAns: OptionKey | null;
  solutionLabel: string;
  solutionHtml: string;
  /** under the solution, such as the formulas KaTeX could not parse */
  children?: ReactNode;
}

/**
 * A question as learners will see it, rendered by the server: both question editors (the bank's and a practice's
 * copy) show it beside their fields, with the correct option in bold.
 */
export function QuestionPreview({
  title,
  questionHtml,
  optionsHtml,
  correctAns,
  solutionLabel,
  solutionHtml,
  children,
}: QuestionPreviewProps) {
  return (
    <Card withBorder padding="md" data-testid="question-preview">
      <Stack gap="sm">
        <Title order={2} fz="sm" c="dimmed">
          {title}
        </Title>
        <RichHtml html={questionHtml} />
        {optionsHtml && (
          <Stack gap={4}>
            {optionKeys.map((key) => (
              <Group key={key} gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={correctAns === key ? 700 : 500} c={correctAns === key ? 'teal.8' : undefined}>
                  {key.toUpperCase()}.
                </Text>
                <RichHtml html={optionsHtml[key]} inline />
              </Group>
            ))}
          </Stack>
        )}
        <Text size="sm" fw={600}>
          {solutionLabel}
        </Text>
        <RichHtml html={solutionHtml} />
        {children}
      </Stack>
    </Card>
  );
}

/**
 * While a question editor's question loads: a skeleton, then, once a try has failed (the spec retries a missing
 * question after 3 s), a note that it is being tried again.
 */
export function QuestionPending({ failureCount, retryingText }: { failureCount: number; retryingText: string }) {
  if (failureCount === 0) return <Skeleton h={400} />;
  return (
    <Alert color="orange" icon={<Loader size={16} />}>
      {retryingText}
    </Alert>
  );
}
