import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StudentAssignmentSummary, TeacherAssignmentSummary } from '../../../../../common/assignments';
import { useTranslation } from '../../../../i18n/i18n';
import { formatDateTime } from './format';
import { StatusBadge } from './StatusBadge';

/** What the student's and the teacher's rows both show of an assignment. */
type AssignmentFields = 'id' | 'status' | 'dueDate' | 'noOfQuestions' | 'timeLimit';
type ListedAssignment =
  | Pick<StudentAssignmentSummary, AssignmentFields>
  | Pick<TeacherAssignmentSummary, AssignmentFields>;

interface AssignmentCardProps {
  assignment: ListedAssignment;
  /** the subject's title, in the reader's language */
  subject: string;
  /** badges after the status */
  badges?: ReactNode;
  /** the lines under the title */
  children: ReactNode;
  /** the right-hand side: the button that opens it */
  aside: ReactNode;
}

/** One assignment of a list (the student's or the teacher's): its subject and status, lines about it, its button. */
export function AssignmentCard({ assignment, subject, badges, children, aside }: AssignmentCardProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="assignment-row" data-assignment={assignment.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="lg">
              {subject}
            </Text>
            <StatusBadge status={assignment.status} />
            {badges}
          </Group>
          {children}
        </Stack>
        {aside}
      </Group>
    </Card>
  );
}

/** An assignment's due date, questions and minutes on one line. */
export function AssignmentFacts({ assignment }: { assignment: ListedAssignment }) {
  const { t, language } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('assignments.list.due', { date: formatDateTime(assignment.dueDate, language) })}
      {' · '}
      {t('assignments.list.questions', { count: assignment.noOfQuestions })}
      {' · '}
      {t('assignments.list.minutes', { count: assignment.timeLimit })}
    </Text>
  );
}
