import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { AiAssignmentStarted, CreateAiAssignmentBody } from '../../../common/ai';
import { useTranslation } from '../../i18n/i18n';
import { usePublicConfig } from '../../lib/config';
import { AiAssignmentProgress } from './AiAssignmentProgress';
import { useCreateAiAssignment } from './api';

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
  const [started, setStarted] = useState<AiAssignmentStarted | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function handleGenerate() {
    setMessage(null);
    if (!config.data?.ai) {
      setMessage(t('ai.notConfiguredUseBank'));
      return;
    }
    const body = getBody();
    if (!body) return;
    const run = () => create.mutate(body, { onSuccess: setStarted, onError });
    if (guardStudents) guardStudents(run);
    else run();
  }

  return (
    <Stack gap="xs">
      {started ? (
        <AiAssignmentProgress started={started} onCreated={onCreated} />
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
