import '@mantine/core/styles/Skeleton.css';
import { Box, Card, Group, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { PracticeQuestionView, PracticeView } from '../../../common/practice';
import { AiRepeatPracticeDialog } from '../../components/ai/AiRepeatPracticeDialog';
import { RepeatAssignmentDialog } from '../../components/assignments/RepeatAssignmentDialog';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { Navigate, useParams } from '../../lib/router';
import { FinishedPractice } from './components/FinishedPractice';
import { ReplaceDialog } from './components/ReplaceDialog';
import { ReportDialog } from './components/ReportDialog';
import {
  CorrectAnswer,
  type SolutionDialog,
  SolutionMark,
  SolutionNavigator,
  SolutionQuestion,
  SolutionText,
  StepLinks,
} from './components/SolutionSections';
import { useTeacherView } from './useTeacherView';

const PHONE_QUERY = '(max-width: 61.99em)';

/** `/app/solution/:practiceId/:questionNo`: one question with the answer, the solution and its mark. */
export function SolutionPage() {
  const { t } = useTranslation();
  const { practiceId = '', questionNo: questionParam = '1' } = useParams();
  const questionNo = Number(questionParam);
  return (
    <FinishedPractice practiceId={practiceId} title={t('solution.title')} skeleton={<SolutionSkeleton />}>
      {(practice) =>
        practice.questions.some((question) => question.questionNo === questionNo) ? (
          <SolutionScreen practice={practice} questionNo={questionNo} />
        ) : (
          <Navigate to={`/app/solution/${practiceId}/1`} replace />
        )
      }
    </FinishedPractice>
  );
}

function SolutionScreen({ practice, questionNo }: { practice: PracticeView; questionNo: number }) {
  const { t } = useTranslation();
  // A teacher reviewing a linked student's paper marks and comments, and may edit this paper's copy of the question;
  // reporting and changing questions are the student's. Both bookmark.
  const asTeacher = useTeacherView(practice);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [dialog, setDialog] = useState<SolutionDialog | null>(null);

  const questions = practice.questions;
  const index = questions.findIndex((item) => item.questionNo === questionNo);
  const question = questions[index];
  if (!question) return null;
  const path = (target: number) => `/app/solution/${practice.id}/${target}`;
  const canReshape = !asTeacher && practice.assignmentId === null;
  const navigator = <SolutionNavigator questions={questions} current={questionNo} pathOf={path} />;

  return (
    <>
      <PageHeader title={t('solution.title')} backTo={`/app/result/${practice.id}?tab=questions`} />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <SolutionQuestion
            practice={practice}
            question={question}
            asTeacher={asTeacher}
            canReshape={canReshape}
            onOpen={setDialog}
          />
          {question.correctAns && <CorrectAnswer answer={question.correctAns} />}
          <SolutionText practiceId={practice.id} question={question} />
          <SolutionMark practice={practice} question={question} asTeacher={asTeacher} />
          <StepLinks
            previous={questions[index - 1]?.questionNo}
            next={questions[index + 1]?.questionNo}
            current={questionNo}
            pathOf={path}
          />
          {isPhone && navigator}
        </Stack>
        {!isPhone && (
          <Box w={250} style={{ flexShrink: 0 }}>
            {navigator}
          </Box>
        )}
      </Group>
      <SolutionDialogs
        practice={practice}
        question={question}
        asTeacher={asTeacher}
        canReshape={canReshape}
        open={dialog}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

interface SolutionDialogsProps {
  practice: PracticeView;
  question: PracticeQuestionView;
  asTeacher: boolean;
  canReshape: boolean;
  /** the dialog open on this question, if any */
  open: SolutionDialog | null;
  onClose: () => void;
}

/** A teacher repeats a question as an assignment; a student reports it, practises it again with AI, or changes it. */
function SolutionDialogs({ practice, question, asTeacher, canReshape, open, onClose }: SolutionDialogsProps) {
  const questionNoIf = (dialog: SolutionDialog) => (open === dialog ? question.questionNo : null);
  const repeatFor = open === 'repeat' ? question.id : null;
  return (
    <>
      {asTeacher ? (
        <RepeatAssignmentDialog questionId={repeatFor} studentId={practice.student.id} onClose={onClose} />
      ) : (
        <>
          <ReportDialog practiceId={practice.id} questionNo={questionNoIf('report')} onClose={onClose} />
          <AiRepeatPracticeDialog questionId={repeatFor} onClose={onClose} />
        </>
      )}
      {canReshape && <ReplaceDialog practice={practice} questionNo={questionNoIf('replace')} onClose={onClose} />}
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
