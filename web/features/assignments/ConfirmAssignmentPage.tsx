import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useParams } from '../../lib/router';
import { assignmentQuery } from './api';
import { AssignmentActions } from './components/confirm/AssignmentActions';
import { AssignmentSummary } from './components/confirm/AssignmentSummary';
import { PaperQuestions } from './components/confirm/PaperQuestions';
import { useToAssignments } from './toAssignments';

/**
 * `/app/confirm-assignment/:assignmentId`: the teacher reviews the new paper (reorder, edit, delete, add questions),
 * sets the time limit, due date, remark and students, then publishes it, or prints it (spec section 2).
 */
export function ConfirmAssignmentPage() {
  const { t } = useTranslation();
  const toAssignments = useToAssignments();
  const { assignmentId = '' } = useParams();
  const assignment = useQuery(assignmentQuery(assignmentId));

  let body: React.ReactNode;
  if (assignment.isPending) body = <ConfirmSkeleton />;
  else if (assignment.isError) body = <QueryError query={assignment} notFound={toAssignments} />;
  else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <AssignmentSummary assignment={assignment.data} />
            <PaperQuestions assignment={assignment.data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* Keyed by the assignment: a new one (after delete and create) starts from its own settings. */}
          <AssignmentActions key={assignment.data.id} assignment={assignment.data} />
        </Grid.Col>
      </Grid>
    );
  }
  return (
    <>
      <PageHeader title={t('confirm.title')} backTo="/app/create-assignment" />
      {body}
    </>
  );
}

function ConfirmSkeleton() {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Skeleton h={80} radius="lg" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={140} radius="lg" />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}
