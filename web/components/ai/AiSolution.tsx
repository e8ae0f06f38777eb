import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { usePublicConfig } from '../../lib/config';
import { RichHtml } from '../RichHtml';
import { AiDisclaimer } from './AiDisclaimer';
import { aiSolutionQuery, useRequestAiSolution } from './api';

/**
 * "Show AI solution" on the solution screen: asked for on request only (a job writes it once per question and
 * everyone shares it). Without AI settings the button explains that AI is not configured.
 */
export function AiSolution({ practiceId, questionNo }: { practiceId: string; questionNo: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const config = usePublicConfig();
  const [isAsked, setAsked] = useState(false);
  const [explanation, setExplanation] = useState<string | null>(null);
  const solution = useQuery({ ...aiSolutionQuery(practiceId, questionNo), enabled: isAsked });
  const request = useRequestAiSolution(practiceId, questionNo);

  function handleShow() {
    if (!config.data?.ai) {
      setExplanation(t('ai.notConfigured'));
      return;
    }
    setAsked(true);
    request.mutate(undefined, { onError: (error) => setExplanation(errorText(error)) });
  }

  const data = request.data && solution.data?.state !== 'done' ? (solution.data ?? request.data) : solution.data;
  if (!isAsked || (!data && !request.isPending)) {
    return (
      <Stack gap="xs" mt="md">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconSparkles size={16} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={handleShow}
        >
          {t('ai.solution.show')}
        </Button>
        {explanation && (
          <Alert color="gray" variant="light" p="xs">
            {explanation}
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" mt="md" data-testid="ai-solution">
      <Title order={4} fz="sm">
        {t('ai.solution.title')}
      </Title>
      <SolutionState data={data} onRetry={handleShow} />
    </Stack>
  );
}

type SolutionView = ReturnType<typeof useRequestAiSolution>['data'];

/** The solution once written, or that writing it failed (ask again), or that it is being written. */
function SolutionState({ data, onRetry }: { data: SolutionView; onRetry: () => void }) {
  const { t } = useTranslation();
  if (data?.state === 'done' && data.solutionHtml)
    return (
      <>
        <RichHtml html={data.solutionHtml} />
        <AiDisclaimer />
      </>
    );
  if (data?.state === 'failed')
    return (
      <Group gap="sm">
        <Text size="sm" c="red.8">
          {t('ai.solution.failed')}
        </Text>
        <Button variant="subtle" size="xs" onClick={onRetry}>
          {t('ai.solution.show')}
        </Button>
      </Group>
    );
  return (
    <Group gap="xs" c="dimmed">
      <Loader size="xs" />
      <Text size="sm">{t('ai.solution.writing')}</Text>
    </Group>
  );
}
