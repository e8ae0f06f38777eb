import '@mantine/core/styles/Switch.css';
import { SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AiAssignmentStarted, AiRepeatAssignmentBody } from '../../../common/ai';
import { REPEAT_ASSIGNMENT_DEFAULTS, RepeatAssignmentBody } from '../../../common/assignments';
import { useTranslation } from '../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../lib/api';
import { assignmentKeys } from '../../lib/assignments';
import { usePublicConfig } from '../../lib/config';
import { useNavigate } from '../../lib/router';
import { AiAssignmentProgress } from '../ai/AiAssignmentProgress';
import { useRepeatAiAssignment } from '../ai/api';
import { Dialog, DialogActions } from '../Dialog';
import { RepeatAlert, RepeatCountFields, useRepeatForm } from '../paper/RepeatFields';
import { AssignmentSchoolField, useSchoolChoice } from './AssignmentSchoolField';
import { DueDayInput } from './DueDayInput';
import { dayAhead, dueDateOfDay } from './form';
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
 * by default), 30 minutes, due in 7 days, for the student whose paper it is (or others), in the school the create
 * form would use (the profile's default school, for a teacher in one). The server draws them from
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

interface RepeatFormProps {
  questionId: string;
  studentId: string;
  onClose: () => void;
}

function RepeatForm({ questionId, studentId, onClose }: RepeatFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const school = useSchoolChoice();
  const repeat = useRepeatRequest(questionId, studentId, school.value);
  const { form } = repeat;
  return (
    <form onSubmit={repeat.handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {repeat.withAi ? t('repeat.aiIntro') : t('repeat.intro')}
        </Text>
        <Switch
          label={t('repeat.withAi')}
          checked={repeat.withAi}
          disabled={repeat.started !== null}
          onChange={(event) => repeat.chooseAi(event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <RepeatCountFields form={form} countLabel={t('repeat.count')} />
          <DueDayInput value={repeat.dueDay} onChange={repeat.setDueDay} error={form.errors.dueDate} />
        </SimpleGrid>
        <AssignmentSchoolField school={school} />
        <StudentSelector selected={repeat.students} onChange={repeat.setStudents} error={form.errors.studentIds} />
        <RepeatAlert text={repeat.alert} isNotice={form.notice !== null} />
        {repeat.started ? (
          <AiAssignmentProgress started={repeat.started} onCreated={(id) => navigate(openPaper(id))} />
        ) : (
          <DialogActions onCancel={onClose} submitLabel={t('repeat.submit')} isPending={repeat.isPending} />
        )}
      </Stack>
    </form>
  );
}

/**
 * The repeat form's state and request: drawn from the bank (the confirm page opens on it) or written by AI (its
 * progress shows in the dialog until the paper is ready).
 */
function useRepeatRequest(questionId: string, studentId: string, schoolId: string | null) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const form = useRepeatForm();
  const bankRepeat = useRepeatAssignment();
  const aiRepeat = useRepeatAiAssignment();
  const [withAi, setWithAi] = useState(false);
  const [started, setStarted] = useState<AiAssignmentStarted | null>(null);
  const [dueDay, setDueDay] = useState<string | null>(() => dayAhead(Date.now(), REPEAT_ASSIGNMENT_DEFAULTS.dueInDays));
  const [students, setStudents] = useState<Set<string>>(() => new Set([studentId]));
  const repeat = withAi ? aiRepeat : bankRepeat;

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body = form.check(withAi ? AiRepeatAssignmentBody : RepeatAssignmentBody, {
      questionId,
      dueDate: dueDateOfDay(dueDay) ?? Number.NaN,
      studentIds: [...students],
      schoolId,
    });
    if (!body) return;
    if (!withAi) {
      bankRepeat.mutate(body, { onSuccess: ({ id }) => navigate(openPaper(id)) });
    } else if (!config.data?.ai) {
      form.setNotice(t('ai.notConfiguredUseBank'));
    } else {
      aiRepeat.mutate(body, { onSuccess: setStarted });
    }
  }

  function chooseAi(isChecked: boolean) {
    setWithAi(isChecked);
    form.setNotice(null);
  }

  const alert = repeat.isError
    ? isApiError(repeat.error, 'not_enough_questions')
      ? t('repeat.notEnough', { available: repeat.error.params?.available ?? 0 })
      : errorText(repeat.error)
    : form.notice;
  const isPending = repeat.isPending;
  return { form, withAi, chooseAi, started, dueDay, setDueDay, students, setStudents, alert, isPending, handleSubmit };
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
