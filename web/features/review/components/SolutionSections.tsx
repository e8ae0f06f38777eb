import { Alert, Box, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { pickText } from '../../../../common/i18n';
import type { PracticeQuestionView, PracticeView } from '../../../../common/practice';
import { AnswerReview } from '../../../components/AnswerReview';
import { AiDisclaimer } from '../../../components/ai/AiDisclaimer';
import { AiMarkDetails } from '../../../components/ai/AiMarkDetails';
import { AiSolution } from '../../../components/ai/AiSolution';
import { QuestionNavigator } from '../../../components/QuestionNavigator';
import { RichHtml } from '../../../components/RichHtml';
import { useTranslation } from '../../../i18n/i18n';
import { Link } from '../../../lib/router';
import { useSetScore } from '../api';
import { questionOutcome, scoreTone } from '../review';
import { OutcomeBadge } from './OutcomeBadge';
import { ScoreControl } from './ScoreControl';
import { SolutionActions } from './SolutionActions';
import { StudentMark } from './StudentMark';

// The solution screen's cards, top to bottom: the question with the answer given, the right answer, the solution,
// the mark; then the steps to the previous and next question and the question navigator.

interface SectionProps {
  practice: PracticeView;
  question: PracticeQuestionView;
  /** a teacher reviewing a linked student's paper: the texts speak of "the student" */
  asTeacher: boolean;
}

/** The dialogs the question's actions open. */
export type SolutionDialog = 'report' | 'replace' | 'repeat';

interface SolutionQuestionProps extends SectionProps {
  /** the student may report and change a question of their own practice */
  canReshape: boolean;
  onOpen: (dialog: SolutionDialog) => void;
}

/** The question, its score and outcome, the answer given, and its actions (bookmark, report, repeat, ...). */
export function SolutionQuestion({ practice, question, asTeacher, canReshape, onOpen }: SolutionQuestionProps) {
  const { t } = useTranslation();
  const chapter = practice.chapters.find((item) => item.id === question.chapterId);
  return (
    <Card component="article" aria-labelledby="solution-heading">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} fz="lg" id="solution-heading">
          {t('working.questionOf', { no: question.questionNo, total: practice.questions.length })}
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
        onRepeat={() => onOpen('repeat')}
        onReport={() => onOpen('report')}
        onReplace={() => onOpen('replace')}
      />
    </Card>
  );
}

/** A multiple-choice question's right option. */
export function CorrectAnswer({ answer }: { answer: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Text fw={700}>
        {t('solution.correctAnswer')}
        {t('common.colon')}
        {answer.toUpperCase()}
      </Text>
    </Card>
  );
}

/** The model solution, and AI's explanation when asked for. */
export function SolutionText({ practiceId, question }: { practiceId: string; question: PracticeQuestionView }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="solution-text-heading">
      <Title order={3} fz="md" mb="sm" id="solution-text-heading">
        {t('solution.solution')}
      </Title>
      {question.solutionHtml ? (
        <RichHtml html={question.solutionHtml} />
      ) : (
        <Text c="dimmed">{t('solution.noSolution')}</Text>
      )}
      <AiSolution key={question.questionNo} practiceId={practiceId} questionNo={question.questionNo} />
    </Card>
  );
}

/** The mark: the teacher's control or the student's own, and AI's marking of a written answer on an AI paper. */
export function SolutionMark({ practice, question, asTeacher }: SectionProps) {
  const { t } = useTranslation();
  const setScore = useSetScore(practice.id);
  return (
    <Card component="section" aria-labelledby="solution-mark-heading">
      <Title order={3} fz="md" mb="sm" id="solution-mark-heading">
        {t('solution.mark.title')}
      </Title>
      {question.regradePending && (
        <Alert color="yellow" variant="light" mb="sm" data-testid="regrade-pending">
          {t('result.regrade.pending')}
        </Alert>
      )}
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
  );
}

interface StepLinksProps {
  /** the question numbers before and after this one; undefined at either end */
  previous: number | undefined;
  next: number | undefined;
  current: number;
  pathOf: (questionNo: number) => string;
}

/** Previous and next question, each a link that stands disabled at its end of the paper. */
export function StepLinks({ previous, next, current, pathOf }: StepLinksProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <StepLink
        to={pathOf(previous ?? current)}
        isEnd={previous === undefined}
        leftSection={<IconArrowLeft size={18} />}
      >
        {t('working.previous')}
      </StepLink>
      <StepLink to={pathOf(next ?? current)} isEnd={next === undefined} rightSection={<IconArrowRight size={18} />}>
        {t('working.next')}
      </StepLink>
    </Group>
  );
}

interface StepLinkProps {
  to: string;
  /** at either end of the paper the link stays on this question, disabled */
  isEnd: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
}

function StepLink({ to, isEnd, leftSection, rightSection, children }: StepLinkProps) {
  return (
    <Button
      component={Link}
      to={to}
      replace
      variant="default"
      leftSection={leftSection}
      rightSection={rightSection}
      disabled={isEnd}
      data-disabled={isEnd || undefined}
      aria-disabled={isEnd || undefined}
      onClick={(event) => {
        if (isEnd) event.preventDefault();
      }}
    >
      {children}
    </Button>
  );
}

interface SolutionNavigatorProps {
  questions: PracticeQuestionView[];
  current: number;
  pathOf: (questionNo: number) => string;
}

/** The question navigator in a titled card, each question coloured by its score: beside the question, or under it on a phone. */
export function SolutionNavigator({ questions, current, pathOf }: SolutionNavigatorProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <Text fw={700} mb="sm">
        {t('working.navigator')}
      </Text>
      <QuestionNavigator
        items={questions.map((item) => ({ questionNo: item.questionNo, tone: scoreTone(item) }))}
        current={current}
        hrefOf={pathOf}
        legend={['full', 'partial', 'zero', 'pending']}
      />
    </Card>
  );
}
