import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AiAssignmentStarted } from '../../../common/ai';
import { useTranslation } from '../../i18n/i18n';
import { AiJobProgress } from './AiJobProgress';
import { aiFailureText } from './aiReasons';
import { aiJobQuery, useCancelAiJob } from './api';

interface AiAssignmentProgressProps {
  started: AiAssignmentStarted;
  /** once the questions are written, or writing stopped with some kept (the teacher presses on): open the paper */
  onCreated: (assignmentId: string) => void;
}

/**
 * While AI writes an assignment's questions (the AI tab of create-assignment, the AI repeat): its progress, a stop
 * button, and what happened if it stopped; the confirm page opens by itself once all are written.
 */
export function AiAssignmentProgress({ started, onCreated }: AiAssignmentProgressProps) {
  const { t } = useTranslation();
  const cancel = useCancelAiJob();
  const job = useQuery(aiJobQuery(started.jobId));
  const state = job.data?.state;
  const opened = useRef(false);

  useEffect(() => {
    if (state === 'completed' && !opened.current) {
      opened.current = true;
      onCreated(started.id);
    }
  }, [started, state, onCreated]);

  if (state === 'failed' || state === 'cancelled') {
    return (
      <Alert color="orange" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {state === 'cancelled'
              ? t('ai.assignment.cancelled')
              : `${t('ai.assignment.failed')} ${aiFailureText(t, job.data?.reason)}`.trim()}
          </Text>
          <Button size="xs" variant="light" onClick={() => onCreated(started.id)}>
            {t('ai.assignment.done')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const progress = job.data?.progress ?? 0;
  return (
    <AiJobProgress
      text={t('ai.assignment.writing', { percent: Math.round(progress * 100) })}
      value={progress * 100}
      isCancelling={cancel.isPending}
      onCancel={() => cancel.mutate(started.jobId)}
    />
  );
}
