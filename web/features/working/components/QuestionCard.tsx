import { Badge, Box, Card, Group, Loader, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { pickText } from '../../../../common/i18n';
import type { PracticeQuestionView, PracticeView } from '../../../../common/practice';
import { RichHtml } from '../../../components/RichHtml';
import { useTranslation } from '../../../i18n/i18n';
import type { SaveState } from '../answerQueue';
import { AnswerInput } from './AnswerInput';
import { QuestionSaveStatus } from './SaveStatus';

interface QuestionCardProps {
  practice: PracticeView;
  question: PracticeQuestionView;
  /** the paper's size as planned (an AI paper's questions arrive one by one) */
  paperSize: number;
  headingRef: Ref<HTMLHeadingElement>;
  /** the answer shown, or null while the device's answer store is opening */
  answer: string | null;
  onAnswer: (value: string, isFinal: boolean) => void;
  saveState: SaveState | undefined;
  /** shown under the answer: an AI paper's next question on its way */
  after?: ReactNode;
}

/** One question of the paper being worked: its heading and marks, its text, the answer and whether it is saved. */
export function QuestionCard({
  practice,
  question,
  paperSize,
  headingRef,
  answer,
  onAnswer,
  saveState,
  after,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const chapter = practice.chapters.find((item) => item.id === question.chapterId);
  return (
    <Card component="article" aria-labelledby="question-heading">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg" id="question-heading" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('working.questionOf', { no: question.questionNo, total: paperSize })}
        </Title>
        <Group gap={6}>
          <Badge variant="light" color="gray" tt="none">
            {t(`practice.types.${question.type}`)}
          </Badge>
          <Badge variant="light" color="lagoon" tt="none">
            {t('working.marks', { count: question.totalScore })}
          </Badge>
        </Group>
      </Group>
      {chapter && (
        <Text size="xs" c="dimmed" mb="sm">
          {`${chapter.chapterNo}. ${pickText(chapter.title, practice.locale)}`}
        </Text>
      )}
      <RichHtml html={question.questionHtml} style={{ marginBottom: 'var(--mantine-spacing-md)' }} />
      {answer === null ? (
        <Group gap="xs" c="dimmed">
          <Loader size="sm" />
          <Text size="sm">{t('app.loading')}</Text>
        </Group>
      ) : (
        <AnswerInput
          key={question.questionNo}
          question={question}
          value={answer}
          onChange={onAnswer}
          practiceId={practice.id}
        />
      )}
      <Box mt="sm" mih={22}>
        <QuestionSaveStatus state={saveState} />
      </Box>
      {after}
    </Card>
  );
}
