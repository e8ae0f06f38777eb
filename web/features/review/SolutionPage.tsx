import '@mantine/core/styles/Skeleton.css';
import { Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pickText } from '../../../common/i18n';
import type { PracticeView } from '../../../common/practice';
import { AnswerReview } from '../../components/AnswerReview';
import { AiDisclaimer } from '../../components/ai/AiDisclaimer';
import { AiMarkDetails } from '../../components/ai/AiMarkDetails';
import { AiRepeatPracticeDialog } from '../../components/ai/AiRepeatPracticeDialog';
import { AiSolution } from '../../components/ai/AiSolution';
import { RepeatAssignmentDialog } from '../../components/assignments/RepeatAssignmentDialog';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { QuestionNavigator } from '../../components/QuestionNavigator';
import { RichHtml } from '../../components/RichHtml';
import { useTranslation } from '../../i18n/i18n';
import { practiceQuery } from '../../lib/practices';
import { Link, Navigate, useParams } from '../../lib/router';
import { useSetScore } from './api';
import { OutcomeBadge } from './components/OutcomeBadge';
import { ReplaceDialog } from './components/ReplaceDialog';
import { ReportDialog } from './components/ReportDialog';
import { ScoreControl } from './components/ScoreControl';
import { SolutionActions } from './components/SolutionActions';
import { StudentMark } from './components/StudentMark';
import { questionOutcome, scoreTone } from './review';
import { useTeacherView } from './useTeacherView';

const PHONE_QUERY = '(max-width: 61.99em)';

/** `/app/solution/:practiceId/:questionNo`: one question with the answer, the solution and its mark. */
export function SolutionPage() {
  const { t } = useTranslation();
  const { practiceId = '', questionNo: questionParam = '1' } = useParams();
  const practice = useQuery(practiceQuery(practiceId));

  if (practice.isPending) return <SolutionSkeleton />;
  if (practice.isError) {
    return (
      <>
        <PageHeader title={t('solution.title')} backTo="/app/practice-history" />
        <QueryError query={practice} />
      </>
    );
  }
  if (practice.data.finishedAt === null) return <Navigate to={`/app/working/${practiceId}/1`} replace />;
  const questionNo = Number(questionParam);
  if (!practice.data.questions.some((question) => question.questionNo === questionNo)) {
    return <Navigate to={`/app/solution/${practiceId}/1`} replace />;
  }
  return <SolutionScreen practice={practice.data} questionNo={questionNo} />;
}

function SolutionScreen({ practice, questionNo }: { practice: PracticeView; questionNo: number }) {
  const { t } = useTranslation();
  // A teacher reviewing a linked student's paper marks and comments, and may edit this paper's copy of the question;
  // reporting and changing questions are the student's. Both bookmark.
  const asTeacher = useTeacherView(practice);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const setScore = useSetScore(practice.id);
  const [reportFor, setReportFor] = useState<number | null>(null);
  const [replaceFor, setReplaceFor] = useState<number | null>(null);
  const [repeatFor, setRepeatFor] = useState<string | null>(null);

  const questions = practice.questions;
  const index = questions.findIndex((item) => item.questionNo === questionNo);
  const question = questions[index];
  if (!question) return null;
  const chapter = practice.chapters.find((item) => item.id === question.chapterId);
  const path = (target: number) => `/app/solution/${practice.id}/${target}`;
  const canReshape = !asTeacher && practice.assignmentId === null;

  const navigator = (
    <QuestionNavigator
      items={questions.map((item) => ({ questionNo: item.questionNo, tone: scoreTone(item) }))}
      current={questionNo}
      hrefOf={path}
      legend={['full', 'partial', 'zero', 'pending']}
    />
  );

  return (
    <>
      <PageHeader title={t('solution.title')} backTo={`/app/result/${practice.id}?tab=questions`} />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Card component="article" aria-labelledby="solution-heading">
            <Group justify="space-between" gap="xs" mb="xs">
              <Title order={2} fz="lg" id="solution-heading">
                {t('working.questionOf', { no: question.questionNo, total: questions.length })}
              </Title>
              <Group gap={6}>
                <OutcomeBadge outcome={questionOutcome(question)} />
                <Text size="sm" fw={700} data-testid="question-score">
                  {t('solution.scoreOf', { score: question.score ?? '–', total: question.totalScore })}
                </Text>
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mb="sm">
              {[
                t(`practice.types.${question.type}`),
                chapter && `${chapter.chapterNo}. ${pickText(chapter.title, practice.locale)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <RichHtml html={question.questionHtml} style={{ marginBottom: 'var(--mantine-spacing-md)' }} />
            {practice.isAiWritten && (
              <Box mb="md">
                <AiDisclaimer />
              </Box>
            )}
            <AnswerReview
              question={question}
              texts={{
                choice: t(asTeacher ? 'solution.teacher.studentChoice' : 'solution.yourChoice'),
                answer: t(asTeacher ? 'solution.teacher.studentAnswer' : 'result.yourAnswer'),
                notAnswered: t('result.notAnswered'),
                correct: t('solution.correct'),
                wrong: t('solution.wrong'),
                options: t('solution.options'),
              }}
            />
            <SolutionActions
              practiceId={practice.id}
              question={question}
              asTeacher={asTeacher}
              canReshape={canReshape}
              onRepeat={() => setRepeatFor(question.id)}
              onReport={() => setReportFor(questionNo)}
              onReplace={() => setReplaceFor(questionNo)}
            />
          </Card>

          {question.correctAns && (
            <Card>
              <Text fw={700}>
                {t('solution.correctAnswer')}: {question.correctAns.toUpperCase()}
              </Text>
            </Card>
          )}

          <Card component="section" aria-labelledby="solution-text-heading">
            <Title order={3} fz="md" mb="sm" id="solution-text-heading">
              {t('solution.solution')}
            </Title>
            {question.solutionHtml ? (
              <RichHtml html={question.solutionHtml} />
            ) : (
              <Text c="dimmed">{t('solution.noSolution')}</Text>
            )}
            <AiSolution key={question.questionNo} practiceId={practice.id} questionNo={question.questionNo} />
          </Card>

          <Card component="section" aria-labelledby="solution-mark-heading">
            <Title order={3} fz="md" mb="sm" id="solution-mark-heading">
              {t('solution.mark.title')}
            </Title>
            {asTeacher ? (
              <ScoreControl
                key={`${question.questionNo}-${question.score}-${question.comment}`}
                practiceId={practice.id}
                question={question}
                asTeacher
              />
            ) : (
              <StudentMark practice={practice} question={question} />
            )}
            {practice.isAiWritten && question.type !== 'mc' && (
              <AiMarkDetails
                practiceId={practice.id}
                question={question}
                asTeacher={asTeacher}
                isSaving={setScore.isPending}
                onAgree={(score) =>
                  setScore.mutateAsync({ questionNo: question.questionNo, score, markVersion: question.markVersion })
                }
              />
            )}
          </Card>

          <Group justify="space-between">
            <Button
              component={Link}
              to={path(questions[index - 1]?.questionNo ?? questionNo)}
              replace
              variant="default"
              leftSection={<IconArrowLeft size={18} />}
              disabled={index === 0}
              data-disabled={index === 0 || undefined}
              onClick={(event) => {
                if (index === 0) event.preventDefault();
              }}
            >
              {t('working.previous')}
            </Button>
            <Button
              component={Link}
              to={path(questions[index + 1]?.questionNo ?? questionNo)}
              replace
              variant="default"
              rightSection={<IconArrowRight size={18} />}
              disabled={index === questions.length - 1}
              data-disabled={index === questions.length - 1 || undefined}
              onClick={(event) => {
                if (index === questions.length - 1) event.preventDefault();
              }}
            >
              {t('working.next')}
            </Button>
          </Group>
          {isPhone && (
            <Card>
              <Text fw={700} mb="sm">
                {t('working.navigator')}
              </Text>
              {navigator}
            </Card>
          )}
        </Stack>
        {!isPhone && (
          <Box w={250} style={{ flexShrink: 0 }}>
            <Card>
              <Text fw={700} mb="sm">
                {t('working.navigator')}
              </Text>
              {navigator}
            </Card>
          </Box>
        )}
      </Group>
      {!asTeacher && (
        <>
          <ReportDialog practiceId={practice.id} questionNo={reportFor} onClose={() => setReportFor(null)} />
          <AiRepeatPracticeDialog questionId={repeatFor} onClose={() => setRepeatFor(null)} />
        </>
      )}
      {asTeacher && (
        <RepeatAssignmentDialog
          questionId={repeatFor}
          studentId={practice.student.id}
          onClose={() => setRepeatFor(null)}
        />
      )}
      {canReshape && <ReplaceDialog practice={practice} questionNo={replaceFor} onClose={() => setReplaceFor(null)} />}
    </>
  );
}

function SolutionSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      <Skeleton h={32} w="40%" />
      <Card>
        <Stack gap="sm">
          <Skeleton h={18} w={160} />
          <Skeleton h={16} />
          <Skeleton h={16} w="80%" />
          <Skeleton h={80} />
        </Stack>
      </Card>
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}
