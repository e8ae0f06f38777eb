import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerStop, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { CreateAiAssignmentBody } from '../../../common/ai';
import { useTranslation } from '../../i18n/i18n';
import { usePublicConfig } from '../../lib/config';
import { aiJobQuery, useCancelAiJob, useCreateAiAssignment } from './api';

/**
 * The action of the "generate with AI" tab of create-assignment, in the footer of the assignment form (the form owns
 * the fields and their checks, see features/assignments/components/create/AiAssignmentPanel.tsx).
 * - `getBody()` is called when the teacher presses "Generate with AI": the checked body for
 *   `POST /api/assignments/ai` (CreateAiAssignmentBody, common/ai.ts), or null after the form showed its errors.
 * - `guardStudents(run)` runs the request at once, or after the teacher confirms an assignment for no student.
 * - `onError(error)` receives a refused request (invalid_chapters, invalid_due_date, invalid_students,
 *   free_limit_assignments, ai_rate_limited …) for the form to show on its fields or with its upgrade link.
 * - `onCreated(assignmentId)` is called once the questions are written (or writing stopped with some kept): open
 *   `/app/confirm-assignment/{assignmentId}`, where the teacher checks and publishes it.
 * Without AI settings the button explains that AI is not configured and nothing is sent.
 */
export interface AiAssignmentTabProps {
  summary?: ReactNode;
  getBody: () => CreateAiAssignmentBody | null;
  guardStudents?: (run: () => void) => void;
  onCreated: (assignmentId: string) => void;
  onError: (error: unknown) => void;
}

export function AiAssignmentTab({ summary, getBody, guardStudents, onCreated, onError }: AiAssignmentTabProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const create = useCreateAiAssignment();
  const cancel = useCancelAiJob();
  const [started, setStarted] = useState<{ id: string; jobId: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const job = useQuery({ ...aiJobQuery(started?.jobId ?? ''), enabled: started !== null });
  const state = job.data?.state;
  const opened = useRef(false);

  useEffect(() => {
    if (started && state === 'completed' && !opened.current) {
      opened.current = true;
      onCreated(started.id);
    }
  }, [started, state, onCreated]);

  function handleGenerate() {
    setMessage(null);
    if (!config.data?.ai) {
      setMessage(t('ai.notConfigured'));
      return;
    }
    const body = getBody();
    if (!body) return;
    const run = () => create.mutate(body, { onSuccess: setStarted, onError });
    if (guardStudents) guardStudents(run);
    else run();
  }

  const isWriting = started !== null && (state === undefined || state === 'queued' || state === 'running');
  const hasStopped = started !== null && (state === 'failed' || state === 'cancelled');
  return (
    <Stack gap="xs">
      {isWriting ? (
        <Stack gap="xs" aria-live="polite">
          <Text size="sm">{t('ai.assignment.writing', { percent: Math.round((job.data?.progress ?? 0) * 100) })}</Text>
          <Progress value={(job.data?.progress ?? 0) * 100} animated aria-hidden />
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconPlayerStop size={16} />}
            style={{ alignSelf: 'flex-start' }}
            loading={cancel.isPending}
            onClick={() => cancel.mutate(started.jobId)}
          >
            {t('ai.assignment.cancel')}
          </Button>
        </Stack>
      ) : hasStopped ? (
        <Alert color="orange" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state === 'cancelled' ? t('ai.assignment.cancelled') : t('ai.assignment.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => onCreated(started.id)}>
              {t('ai.assignment.done')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          {summary ?? <span />}
          <Button
            leftSection={<IconSparkles size={18} />}
            loading={create.isPending}
            onClick={handleGenerate}
            style={{ flexShrink: 0 }}
          >
            {t('ai.assignment.generate')}
          </Button>
        </Group>
      )}
      {message && (
        <Alert color="gray" variant="light" p="xs" role="alert">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
