import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { AiRepeatPracticeBody } from '../../../common/ai';
import {
  ASSIGNMENT_LIMITS,
  REPEAT_ASSIGNMENT_DEFAULTS,
  REPEAT_ASSIGNMENT_LIMITS,
} from '../../../common/assignment-rules';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { usePublicConfig } from '../../lib/config';
import { validateForm } from '../../lib/formErrors';
import { useNavigate } from '../../lib/router';
import { Dialog } from '../Dialog';
import { TimeLimitInput } from '../TimeLimitInput';
import { useStartAiRepeatPractice } from './api';

interface AiRepeatPracticeDialogProps {
  /** the copy on the solution screen; null keeps the dialog closed */
  questionId: string | null;
  onClose: () => void;
}

/**
 * "Practise similar questions with AI" on a student's solution screen (spec: generateAIQuestions' repeat variant):
 * 1-10 questions (5 by default) and 1-120 minutes (30); the practice opens at once on the working screen and its
 * questions arrive as AI writes them. Without AI on the server the dialog says so and sends nothing.
 */
export function AiRepeatPracticeDialog({ questionId, onClose }: AiRepeatPracticeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog centered={false} opened={questionId !== null} onClose={onClose} title={t('ai.repeat.title')}>
      {questionId && <RepeatPracticeForm questionId={questionId} onClose={onClose} />}
    </Dialog>
  );
}

type Field = 'noq' | 'timeLimit' | 'questionId';

function RepeatPracticeForm({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const start = useStartAiRepeatPractice();
  const [noq, setNoq] = useState<number | string>(REPEAT_ASSIGNMENT_DEFAULTS.noOfQuestions);
  const [timeLimit, setTimeLimit] = useState<number | string>(REPEAT_ASSIGNMENT_DEFAULTS.timeLimit);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    const result = validateForm(AiRepeatPracticeBody, {
      questionId,
      noq: noq === '' ? Number.NaN : noq,
      timeLimit: timeLimit === '' ? Number.NaN : timeLimit,
    });
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, code]) => [field, t(`errors.${code}`)])));
      return;
    }
    setErrors({});
    if (!config.data?.ai) {
      setMessage(t('ai.notConfiguredUseBank'));
      return;
    }
    start.mutate(result.data, { onSuccess: (practice) => navigate(`/app/working/${practice.id}/1`) });
  }

  const alert = message ?? (start.isError ? errorText(start.error) : null);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('ai.repeat.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t('ai.repeat.count')}
            min={REPEAT_ASSIGNMENT_LIMITS.questions.min}
            max={REPEAT_ASSIGNMENT_LIMITS.questions.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={noq}
            onChange={setNoq}
            error={errors.noq}
            data-autofocus
          />
          <TimeLimitInput
            min={ASSIGNMENT_LIMITS.timeLimit.min}
            max={ASSIGNMENT_LIMITS.timeLimit.max}
            value={timeLimit}
            onChange={setTimeLimit}
            error={errors.timeLimit}
          />
        </SimpleGrid>
        {alert && (
          <Alert color={message ? 'gray' : 'red'} variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconSparkles size={18} />} loading={start.isPending}>
            {t('ai.repeat.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
