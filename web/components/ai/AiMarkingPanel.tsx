import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PracticeView } from '../../../common/practice';
import { useTranslation } from '../../i18n/i18n';
import { practiceKeys, practiceQuery } from '../../lib/practices';
import { aiMarkingQuery } from './api';

/**
 * On the result screen of an AI paper: "awaiting marks" while the AI marks the written answers, then a line saying
 * they were marked by AI (the marks themselves show in the paper's scores; the points on each solution screen).
 * When the marks land, the paper is fetched again so its score, grade and pending count follow.
 */
export function AiMarkingPanel({ practice }: { practice: PracticeView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const marking = useQuery({ ...aiMarkingQuery(practice.id), enabled: practice.isAiWritten });
  const state = marking.data?.state;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'marking' && state !== 'marking') {
      void queryClient.invalidateQueries({ queryKey: practiceQuery(practice.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
    }
    previous.current = state;
  }, [state, practice.id, queryClient]);

  if (!practice.isAiWritten || !marking.data || state === 'none') return null;
  if (state === 'marking') {
    const waiting = marking.data.marks.filter((mark) => mark.state === 'queued').length;
    return (
      <Alert color="blue" variant="light" mb="md" data-testid="ai-marking">
        <Group gap="sm" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm" role="status">
            {t('ai.marking.awaiting', { count: waiting })}
          </Text>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert
      color={state === 'failed' ? 'orange' : 'lagoon'}
      variant="light"
      mb="md"
      icon={<IconSparkles size={18} />}
      data-testid="ai-marking"
    >
      <Text size="sm">{state === 'failed' ? t('ai.marking.failed') : t('ai.marking.done')}</Text>
    </Alert>
  );
}
