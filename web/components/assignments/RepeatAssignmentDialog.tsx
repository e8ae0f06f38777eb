import '@mantine/core/styles/NumberInput.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-hk';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AiAssignmentStarted, AiRepeatAssignmentBody } from '../../../common/ai';
import {
  ASSIGNMENT_LIMITS,
  REPEAT_ASSIGNMENT_DEFAULTS,
  REPEAT_ASSIGNMENT_LIMITS,
  RepeatAssignmentBody,
} from '../../../common/assignments';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../lib/api';
import { assignmentKeys } from '../../lib/assignments';
import { usePublicConfig } from '../../lib/config';
import { validateForm } from '../../lib/formErrors';
import { useNavigate } from '../../lib/router';
import { AiAssignmentProgress } from '../ai/AiAssignmentProgress';
import { useRepeatAiAssignment } from '../ai/api';
import { Dialog } from '../Dialog';
import { TimeLimitInput } from '../TimeLimitInput';
import { dayAhead, dueDateOfDay, hongKongDay } from './form';
import { StudentSelector } from './StudentSelector';

interface RepeatAssignmentDialogProps {
  /** the copy on the solution screen; null keeps the dialog closed */
  questionId: string | null;
  /** whose paper it is: chosen at first */
  studentId: string;
  onClose: () => void;
}

/**
 * Repeat a question (learner part sections 4 and 5) from the teacher's solution screen: 1-10 similar questions (5
 * by default), 30 minutes, due in 7 days, for the student whose paper it is (or others). The server draws them from
 * the question's chapter and type; the unpublished assignment opens on the confirm page.
 */
export function RepeatAssignmentDialog({ questionId, studentId, onClose }: RepeatAssignmentDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog centered={false} opened={questionId !== null} onClose={onClose} size="lg" title={t('repeat.title')}>
      {questionId && <RepeatForm questionId={questionId} studentId={studentId} onClose={onClose} />}
    </Dialog>
  );
}

type Field = 'noq' | 'timeLimit' | 'dueDate' | 'studentIds' | 'questionId';

function RepeatForm({
  questionId,
  studentId,
  onClose,
}: {
  questionId: string;
  studentId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const bankRepeat = useRepeatAssignment();
  const aiRepeat = useRepeatAiAssignment();
  const [withAi, setWithAi] = useState(false);
  const [started, setStarted] = useState<AiAssignmentStarted | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const repeat = withAi ? aiRepeat : bankRepeat;
  const language = currentLanguage();
  const [noq, setNoq] = useState<number | string>(REPEAT_ASSIGNMENT_DEFAULTS.noOfQuestions);
  const [timeLimit, setTimeLimit] = useState<number | string>(REPEAT_ASSIGNMENT_DEFAULTS.timeLimit);
  const [dueDay, setDueDay] = useState<string | null>(() => dayAhead(Date.now(), REPEAT_ASSIGNMENT_DEFAULTS.dueInDays));
  const [students, setStudents] = useState<Set<string>>(() => new Set([studentId]));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    const result = validateForm(withAi ? AiRepeatAssignmentBody : RepeatAssignmentBody, {
      questionId,
      noq: noq === '' ? Number.NaN : noq,
      timeLimit: timeLimit === '' ? Number.NaN : timeLimit,
      dueDate: dueDateOfDay(dueDay) ?? Number.NaN,
      studentIds: [...students],
    });
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, code]) => [field, t(`errors.${code}`)])));
      return;
    }
    setErrors({});
    if (!withAi) {
      bankRepeat.mutate(result.data, { onSuccess: ({ id }) => navigate(openPaper(id)) });
    } else if (!config.data?.ai) {
      setMessage(t('ai.notConfiguredUseBank'));
    } else {
      aiRepeat.mutate(result.data, { onSuccess: setStarted });
    }
  }

  const serverError = repeat.isError
    ? isApiError(repeat.error, 'not_enough_questions')
      ? t('repeat.notEnough', { available: repeat.error.params?.available ?? 0 })
      : errorText(repeat.error)
    : message;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {withAi ? t('repeat.aiIntro') : t('repeat.intro')}
        </Text>
        <Switch
          label={t('repeat.withAi')}
          checked={withAi}
          disabled={started !== null}
          onChange={(event) => {
            setWithAi(event.currentTarget.checked);
            setMessage(null);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label={t('repeat.count')}
            min={REPEAT_ASSIGNMENT_LIMITS.questions.min}
            max={REPEAT_ASSIGNMENT_LIMITS.questions.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={noq}
            onChange={setNoq}
            error={errors.noq}
          />
          <TimeLimitInput
            min={ASSIGNMENT_LIMITS.timeLimit.min}
            max={ASSIGNMENT_LIMITS.timeLimit.max}
            value={timeLimit}
            onChange={setTimeLimit}
            error={errors.timeLimit}
          />
          <DatesProvider settings={{ locale: language === 'zh' ? 'zh-hk' : 'en', firstDayOfWeek: 0 }}>
            <DatePickerInput
              label={t('create.dueDate')}
              value={dueDay}
              onChange={setDueDay}
              minDate={hongKongDay(Date.now())}
              valueFormat="YYYY-MM-DD"
              leftSection={<IconCalendar size={16} />}
              error={errors.dueDate}
            />
          </DatesProvider>
        </SimpleGrid>
        <StudentSelector selected={students} onChange={setStudents} error={errors.studentIds} />
        {serverError && (
          <Alert color={message ? 'gray' : 'red'} variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        {started ? (
          <AiAssignmentProgress started={started} onCreated={(id) => navigate(openPaper(id))} />
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={repeat.isPending}>
              {t('repeat.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

const openPaper = (assignmentId: string) => `/app/confirm-assignment/${assignmentId}`;

/** Repeat a question from a solution screen: an unpublished assignment of similar questions. */
function useRepeatAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RepeatAssignmentBody) => api.post<{ id: string }>('/api/assignments/repeat', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() }),
  });
}
