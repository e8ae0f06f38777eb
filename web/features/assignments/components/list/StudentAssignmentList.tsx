import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconReport } from '@tabler/icons-react';
import { type StudentAssignmentSummary, studentNextStep } from '../../../../../common/assignments';
import { pickText } from '../../../../../common/i18n';
import { useTranslation } from '../../../../i18n/i18n';
import { AssignmentCard, AssignmentFacts } from './AssignmentCard';
import { formatDateTime } from './format';

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
    <AssignmentCard
      assignment={assignment}
      subject={subject}
      badges={
        <>
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
        </>
      }
      aside={
        <Button
          onClick={onOpen}
          loading={isOpening}
          variant={step === 'result' ? 'light' : 'filled'}
          leftSection={step === 'result' ? <IconReport size={16} /> : <IconPlayerPlay size={16} />}
          aria-label={`${action}: ${subject}`}
        >
          {action}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {t('assignments.list.from', { name: assignment.teacher.displayName })}
      </Text>
      <AssignmentFacts assignment={assignment} />
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
    </AssignmentCard>
  );
}
