import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconPencil } from '@tabler/icons-react';
import type { TeacherAssignmentSummary } from '../../../../../common/assignments';
import { pickText } from '../../../../../common/i18n';
import { AvatarStack } from '../../../../components/AvatarStack';
import { useTranslation } from '../../../../i18n/i18n';
import { useMe } from '../../../../lib/me';
import { Link } from '../../../../lib/router';
import { AssignmentCard, AssignmentFacts } from './AssignmentCard';

/**
 * The teacher's (or school's) assignments, newest first: an unpublished one opens confirm-assignment to finish it,
 * a published one opens its results. A school sees who set each one in its name; a teacher, which school one went to.
 */
export function TeacherAssignmentList({ assignments }: { assignments: TeacherAssignmentSummary[] }) {
  return (
    <Stack gap="sm">
      {assignments.map((assignment) => (
        <TeacherAssignmentCard key={assignment.id} assignment={assignment} />
      ))}
    </Stack>
  );
}

function TeacherAssignmentCard({ assignment }: { assignment: TeacherAssignmentSummary }) {
  const { t, language } = useTranslation();
  const subject = pickText(assignment.subject.title, language);
  const meId = useMe().data?.id;
  const setBy =
    assignment.teacher.id !== meId ? t('assignments.list.setBy', { name: assignment.teacher.displayName }) : null;
  const inSchool =
    assignment.school && assignment.school.id !== meId
      ? t('assignments.list.inSchool', { name: assignment.school.displayName })
      : null;
  const whose = [setBy, inSchool].filter(Boolean).join(' · ');
  const to = assignment.published
    ? `/app/assignment-result/${assignment.id}`
    : `/app/confirm-assignment/${assignment.id}`;
  return (
    <AssignmentCard
      assignment={assignment}
      subject={subject}
      aside={
        <Stack gap="xs" align="flex-end">
          {assignment.studentCount > 0 ? (
            <Group gap="sm" wrap="nowrap">
              {/* The first few assigned students: the server sends ASSIGNMENT_LIMITS.avatarStack. */}
              <AvatarStack people={assignment.students} total={assignment.studentCount} />
              {assignment.published && (
                <Text size="sm" c="dimmed" data-testid="submitted-count">
                  {t('assignments.list.submitted', {
                    submitted: assignment.submittedCount,
                    total: assignment.studentCount,
                  })}
                </Text>
              )}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('assignments.list.noStudents')}
            </Text>
          )}
          <Button
            component={Link}
            to={to}
            variant={assignment.published ? 'light' : 'default'}
            leftSection={assignment.published ? <IconChartBar size={16} /> : <IconPencil size={16} />}
            aria-label={`${t(assignment.published ? 'assignments.list.openResults' : 'assignments.list.openDraft')}${t('common.colon')}${subject}`}
          >
            {t(assignment.published ? 'assignments.list.openResults' : 'assignments.list.openDraft')}
          </Button>
        </Stack>
      }
    >
      <AssignmentFacts assignment={assignment} />
      {whose && (
        <Text size="sm" data-testid="assignment-whose">
          {whose}
        </Text>
      )}
      {assignment.remark && (
        <Text size="sm" lineClamp={2}>
          {assignment.remark}
        </Text>
      )}
    </AssignmentCard>
  );
}
