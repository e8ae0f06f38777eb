import '@mantine/core/styles/Skeleton.css';
import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type StudentAssignmentSummary, studentNextStep } from '../../../common/assignments';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { Link, useNavigate } from '../../lib/router';
import { StartDialog } from './components/list/StartDialog';
import { StudentAssignmentList } from './components/list/StudentAssignmentList';
import { TeacherAssignmentList } from './components/list/TeacherAssignmentList';
import { assignmentListQuery, useStartAssignment } from './resultsApi';

/**
 * `/app/assignments`: a teacher's (or school's) assignments with their status, students and results; a student's
 * assignments with the step each takes (start after a confirm, resume, or read the result).
 */
export function AssignmentsPage() {
  const { t } = useTranslation();
  const list = useQuery(assignmentListQuery);
  const isTeacher = list.data?.role === 'teacher';
  let body: React.ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError) body = <QueryError query={list} />;
  else if (list.data.assignments.length === 0) body = <EmptyList isTeacher={list.data.role === 'teacher'} />;
  else if (list.data.role === 'teacher') body = <TeacherAssignmentList assignments={list.data.assignments} />;
  else body = <StudentAssignments assignments={list.data.assignments} />;
  return (
    <>
      <PageHeader
        title={t('assignments.list.title')}
        right={
          isTeacher && (
            <Button component={Link} to="/app/create-assignment" leftSection={<IconPlus size={16} />}>
              {t('assignments.list.create')}
            </Button>
          )
        }
      />
      {body}
    </>
  );
}

function StudentAssignments({ assignments }: { assignments: StudentAssignmentSummary[] }) {
  const navigate = useNavigate();
  const errorText = useErrorText();
  const start = useStartAssignment();
  const [confirming, setConfirming] = useState<StudentAssignmentSummary | null>(null);

  function openWorking(assignmentId: string) {
    start.mutate(assignmentId, {
      onSuccess: ({ practiceId }) => navigate(`/app/working/${practiceId}/1`),
    });
  }

  function handleOpen(assignment: StudentAssignmentSummary) {
    const practice = assignment.practiceId ? { id: assignment.practiceId, finishedAt: assignment.finishedAt } : null;
    const step = studentNextStep(practice);
    if (step === 'result' && practice) navigate(`/app/result/${practice.id}`);
    else if (step === 'resume' && practice) navigate(`/app/working/${practice.id}/1`);
    else {
      start.reset();
      setConfirming(assignment);
    }
  }

  return (
    <>
      <StudentAssignmentList
        assignments={assignments}
        onOpen={handleOpen}
        openingId={start.isPending ? (start.variables ?? null) : null}
      />
      <StartDialog
        assignment={confirming}
        isStarting={start.isPending}
        error={start.isError ? errorText(start.error) : null}
        onStart={() => confirming && openWorking(confirming.id)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

function EmptyList({ isTeacher }: { isTeacher: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconClipboardList size={40} stroke={1.4} color="var(--mantine-color-gray-6)" />
        <Title order={2} fz="lg">
          {t(isTeacher ? 'assignments.list.emptyTeacher' : 'assignments.list.emptyStudent')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(isTeacher ? 'assignments.list.emptyTeacherHint' : 'assignments.list.emptyStudentHint')}
        </Text>
        {isTeacher && (
          <Button component={Link} to="/app/create-assignment" leftSection={<IconPlus size={16} />}>
            {t('assignments.list.create')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={104} radius="md" />
      ))}
    </Stack>
  );
}
