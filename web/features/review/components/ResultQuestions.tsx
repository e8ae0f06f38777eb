import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { pickText } from '../../../../common/i18n';
import type { PracticeQuestionView, PracticeView } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { questionOutcome } from '../review';
import { useTeacherView } from '../useTeacherView';
import { OutcomeBadge } from './OutcomeBadge';

function answerText(question: PracticeQuestionView, blank: string): string {
  if (question.ans === null || question.ans.trim() === '') return blank;
  return question.type === 'mc' ? question.ans.toUpperCase() : question.ans;
}

function scoreText(question: PracticeQuestionView): string {
  return `${question.score ?? '–'} / ${question.totalScore}`;
}

interface ResultQuestionsProps {
  practice: PracticeView;
  isPhone: boolean;
}

/** The Questions tab: number, type, chapter, the answer, how it went and its score; each opens its solution. */
export function ResultQuestions({ practice, isPhone }: ResultQuestionsProps) {
  const asTeacher = useTeacherView(practice);
  return isPhone ? (
    <QuestionCards practice={practice} asTeacher={asTeacher} />
  ) : (
    <QuestionTable practice={practice} asTeacher={asTeacher} />
  );
}

/** What both layouts show of a question: its chapter's title and the path of its solution. */
function questionLinks(practice: PracticeView) {
  return {
    chapterTitle: (chapterId: string) => {
      const chapter = practice.chapters.find((item) => item.id === chapterId);
      return chapter ? `${chapter.chapterNo}. ${pickText(chapter.title, practice.locale)}` : '';
    },
    solutionPath: (questionNo: number) => `/app/solution/${practice.id}/${questionNo}`,
  };
}

function QuestionCards({ practice, asTeacher }: { practice: PracticeView; asTeacher: boolean }) {
  const { t } = useTranslation();
  const { chapterTitle, solutionPath } = questionLinks(practice);
  const blank = t('result.notAnswered');
  return (
    <Stack gap="sm">
      {practice.questions.map((question) => (
        <Card key={question.questionNo} padding="sm" radius="md">
          <UnstyledButton
            component={Link}
            to={solutionPath(question.questionNo)}
            aria-label={t('result.openSolution', { no: question.questionNo })}
            style={{ display: 'block' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={4} miw={0}>
                <Group gap="xs">
                  <Text fw={700}>{t('result.questionNo', { no: question.questionNo })}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`practice.types.${question.type}`)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {chapterTitle(question.chapterId)}
                </Text>
                <Text size="sm" lineClamp={2}>
                  {t(asTeacher ? 'result.studentAnswer' : 'result.yourAnswer')}
                  {t('common.colon')}
                  {answerText(question, blank)}
                </Text>
                <Group gap="xs">
                  <OutcomeBadge outcome={questionOutcome(question)} />
                  <Text size="sm" fw={600}>
                    {scoreText(question)}
                  </Text>
                </Group>
              </Stack>
              <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
        </Card>
      ))}
    </Stack>
  );
}

function QuestionTable({ practice, asTeacher }: { practice: PracticeView; asTeacher: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { chapterTitle, solutionPath } = questionLinks(practice);
  const blank = t('result.notAnswered');
  return (
    <Card padding={0}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('result.columns.no')}</Table.Th>
            <Table.Th>{t('result.columns.type')}</Table.Th>
            <Table.Th>{t('result.columns.chapter')}</Table.Th>
            <Table.Th>{t(asTeacher ? 'result.columns.studentAnswer' : 'result.columns.answer')}</Table.Th>
            <Table.Th>{t('result.columns.result')}</Table.Th>
            <Table.Th ta="right">{t('result.columns.score')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {practice.questions.map((question) => (
            <Table.Tr
              key={question.questionNo}
              onClick={() => navigate(solutionPath(question.questionNo))}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={solutionPath(question.questionNo)}
                  fw={700}
                  aria-label={t('result.openSolution', { no: question.questionNo })}
                  onClick={(event) => event.stopPropagation()}
                >
                  {question.questionNo}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`practice.types.${question.type}`)}</Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={1}>
                  {chapterTitle(question.chapterId)}
                </Text>
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
                  {answerText(question, blank)}
                </Text>
              </Table.Td>
              <Table.Td>
                <OutcomeBadge outcome={questionOutcome(question)} />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {scoreText(question)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
