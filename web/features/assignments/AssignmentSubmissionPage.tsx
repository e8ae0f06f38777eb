import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Box, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PracticeQuestionView } from '../../../common/practice';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { type NavigatorTone, QuestionNavigator } from '../../components/QuestionNavigator';
import { useTranslation } from '../../i18n/i18n';
import { practiceQuery } from '../../lib/practices';
import { Navigate, useParams } from '../../lib/router';
import { formatScore } from './components/results/figures';
import { useChapterNames } from './components/results/useChapterNames';
import { HandInPages, NotSubmitted } from './components/submission/HandIn';
import { StudentSwitcher } from './components/submission/StudentSwitcher';
import { SubmissionQuestion } from './components/submission/SubmissionQuestion';
import { assignmentResultsQuery, assignmentViewQuery, handInPagesQuery } from './resultsApi';
import { useToAssignments } from './toAssignments';

function tone(question: Pick<PracticeQuestionView, 'score' | 'totalScore'>): NavigatorTone {
  if (question.score === null) return 'pending';
  if (question.score >= question.totalScore) return 'full';
  return question.score <= 0 ? 'zero' : 'partial';
}

/**
 * `/app/assignment-submission/:assignmentId/:studentId/:index?` (its teacher or school): one student's answers, a
 * question at a time, where the teacher marks written answers; previous and next go through the students who
 * handed in, in the results' order.
 */
export function AssignmentSubmissionPage() {
  const { t } = useTranslation();
  const toAssignments = useToAssignments();
  const { assignmentId = '', studentId = '', index: indexParam = '1' } = useParams();
  const results = useQuery(assignmentResultsQuery(assignmentId));
  const paper = useQuery(assignmentViewQuery(assignmentId));
  const chapterName = useChapterNames(paper.data?.subject.id ?? '', paper.data?.locale);
  const row = results.data?.students.find((item) => item.student.id === studentId);
  const practiceId = row?.finishedAt !== null ? (row?.practiceId ?? null) : null;
  const practice = useQuery({ ...practiceQuery(practiceId ?? ''), enabled: practiceId !== null });
  const handedIn = useQuery({ ...handInPagesQuery(assignmentId, studentId), enabled: practiceId !== null });
  const pages = handedIn.data?.pages ?? [];

  const backTo = `/app/assignment-result/${assignmentId}?tab=students`;
  const name = row?.student.displayName ?? '';
  const header = (
    <PageHeader
      title={name ? t('assignments.submission.title', { name }) : t('assignments.results.title')}
      backTo={backTo}
    />
  );
  if (results.isError) {
    return (
      <>
        {header}
        <QueryError query={results} notFound={toAssignments} />
      </>
    );
  }
  if (results.isPending || (practiceId !== null && practice.isPending)) {
    return (
      <>
        {header}
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={320} />
        </Stack>
      </>
    );
  }
  if (!row) return <Navigate to={backTo} replace />;

  const submitted = results.data.students.filter((item) => item.finishedAt !== null && item.practiceId !== null);
  const place = submitted.findIndex((item) => item.student.id === studentId);
  const pathOf = (id: string, questionNo = 1) => `/app/assignment-submission/${assignmentId}/${id}/${questionNo}`;
  const previous = place > 0 ? submitted[place - 1] : undefined;
  const next = place >= 0 ? submitted[place + 1] : undefined;
  const switcher = (
    <StudentSwitcher
      position={place + 1}
      total={submitted.length}
      previousTo={previous ? pathOf(previous.student.id) : null}
      nextTo={next ? pathOf(next.student.id) : null}
    />
  );

  if (practiceId === null) {
    return (
      <>
        {header}
        {switcher}
        <NotSubmitted name={name} assignmentId={assignmentId} studentId={studentId} />
      </>
    );
  }
  if (practice.isError || !practice.data) {
    return (
      <>
        {header}
        {switcher}
        <QueryError query={practice} />
      </>
    );
  }

  const questions = practice.data.questions;
  const questionNo = Number(indexParam);
  const question = questions.find((item) => item.questionNo === questionNo);
  if (!question) return <Navigate to={pathOf(studentId)} replace />;

  return (
    <>
      {header}
      {switcher}
      <Group gap="sm" mb="md" wrap="wrap">
        <Text fw={700} data-testid="submission-score">
          {t('assignments.submission.score', {
            score: formatScore(practice.data.score ?? 0),
            total: formatScore(practice.data.totalScore),
          })}
        </Text>
        {practice.data.pendingMarking > 0 && (
          <Badge color="grape" variant="light" tt="none">
            {t('assignments.submission.pending', { count: practice.data.pendingMarking })}
          </Badge>
        )}
        {row.late && (
          <Badge color="orange" variant="light" tt="none">
            {t('assignments.submission.late')}
          </Badge>
        )}
      </Group>
      <Box mb="md">
        <QuestionNavigator
          items={questions.map((item) => ({ questionNo: item.questionNo, tone: tone(item) }))}
          current={questionNo}
          hrefOf={(no) => pathOf(studentId, no)}
          legend={['full', 'partial', 'zero', 'pending']}
        />
      </Box>
      {/* A paper handed in on paper: its pages beside the marking form (above it on a phone). */}
      <SimpleGrid cols={{ base: 1, md: pages.length > 0 ? 2 : 1 }} spacing="lg">
        {pages.length > 0 && <HandInPages pages={pages} assignmentId={assignmentId} studentId={studentId} />}
        <SubmissionQuestion
          practiceId={practiceId}
          assignmentId={assignmentId}
          question={question}
          total={questions.length}
          chapterName={chapterName(question.chapterId)}
          pathOf={(no) => pathOf(studentId, no)}
          isHandedIn={pages.length > 0}
        />
      </SimpleGrid>
    </>
  );
}
