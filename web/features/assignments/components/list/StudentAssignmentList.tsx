import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconReport } from '@tabler/icons-react';
import { type StudentAssignmentSummary, studentNextStep } from '../../../../../common/assignments';
import { pickText } from '../../../../../common/i18n';
import { useTranslation } from '../../../../i18n/i18n';
import { formatDateTime } from './format';
import { StatusBadge } from './StatusBadge';

/** The student's assignments (published ones set for them), each with the step opening it takes. */
export function StudentAssignmentList({
  assignments,
  onOpen,
  openingId,
}: {
  assignments: StudentAssignmentSummary[];
  onOpen: (assignment: StudentAssignmentSummary) => void;
  /** the one being started, whose button spins */
  openingId: string | null;
}) {
  return (
    <Stack gap="sm">
      {assignments.map((assignment) => (
        <StudentAssignmentCard
          key={assignment.id}
          assignment={assignment}
          onOpen={() => onOpen(assignment)}
          isOpening={openingId === assignment.id}
        />
      ))}
    </Stack>
  );
}

function StudentAssignmentCard({
  assignment,
  onOpen,
  isOpening,
}: {
  assignment: StudentAssignmentSummary;
  onOpen: () => void;
  isOpening: boolean;
}) {
  const { t, language } = useTranslation();
  const subject = pickText(assignment.subject.title, language);
  const step = studentNextStep(
    assignment.practiceId ? { id: assignment.practiceId, finishedAt: assignment.finishedAt } : null,
  );
  const action = t(`assignments.start.action.${step}`);
  return (
    <Card withBorder radius="md" padding="md" data-testid="assignment-row" data-assignment={assignment.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="lg">
              {subject}
            </Text>
            <StatusBadge status={assignment.status} />
            {assignment.mode === 'mock' && (
              <Badge color="lagoon" variant="light" tt="none" data-testid="mock-badge">
                {t('create.tabs.mock')}
              </Badge>
            )}
            {assignment.late && (
              <Badge color="orange" variant="outline" tt="none">
                {t('assignments.list.late')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('assignments.list.from', { name: assignment.teacher.displayName })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('assignments.list.due', { date: formatDateTime(assignment.dueDate, language) })}
            {' · '}
            {t('assignments.list.questions', { count: assignment.noOfQuestions })}
            {' · '}
            {t('assignments.list.minutes', { count: assignment.timeLimit })}
          </Text>
          {assignment.finishedAt !== null && (
            <Text size="sm" c="dimmed">
              {t('assignments.list.finishedAt', { date: formatDateTime(assignment.finishedAt, language) })}
            </Text>
          )}
          {assignment.remark && (
            <Text size="sm" lineClamp={3}>
              {assignment.remark}
            </Text>
          )}
        </Stack>
        <Button
          onClick={onOpen}
          loading={isOpening}
          variant={step === 'result' ? 'light' : 'filled'}
          leftSection={step === 'result' ? <IconReport size={16} /> : <IconPlayerPlay size={16} />}
          aria-label={`${action}: ${subject}`}
        >
          {action}
        </Button>
      </Group>
    </Card>
  );
}
