import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { optionKeys } from '../../common/catalog';
import type { PracticeQuestionView } from '../../common/practice';
import { RichHtml } from './RichHtml';

/** What the answer is called where it is shown: the student's own review, or a teacher reading a student's. */
export interface AnswerReviewTexts {
  /** the badge on the option chosen */
  choice: string;
  /** the heading over a written answer */
  answer: string;
  notAnswered: string;
  /** read out for the right option, and for a wrong one chosen */
  correct: string;
  wrong: string;
  /** the options' list, for screen readers */
  options: string;
}

/** The student's answer beside the right one: MC options marked, or the written answer with its line breaks. */
export function AnswerReview({ question, texts }: { question: PracticeQuestionView; texts: AnswerReviewTexts }) {
  if (question.type === 'mc' && question.options) {
    const options = question.options;
    return (
      <Stack gap="xs" role="list" aria-label={texts.options}>
        {optionKeys.map((key) => (
          <ReviewedOption
            key={key}
            letter={key}
            html={options[key]}
            isChosen={question.ans === key}
            isCorrect={question.correctAns === key}
            texts={texts}
          />
        ))}
        {!question.ans && (
          <Text size="sm" c="orange.9">
            {texts.notAnswered}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Box>
      <Text size="sm" fw={700} mb={4}>
        {texts.answer}
      </Text>
      <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="written-answer">
        {question.ansHtml ? (
          <RichHtml html={question.ansHtml} />
        ) : (
          <Text size="sm" c="orange.9">
            {texts.notAnswered}
          </Text>
        )}
      </Paper>
    </Box>
  );
}

/** One MC option: the right one outlined green, a wrong choice red, the student's choice badged. */
function ReviewedOption(props: {
  letter: string;
  html: string;
  isChosen: boolean;
  isCorrect: boolean;
  texts: AnswerReviewTexts;
}) {
  const { letter, html, isChosen, isCorrect, texts } = props;
  const border = isCorrect
    ? 'var(--mantine-color-green-6)'
    : isChosen
      ? 'var(--mantine-color-red-6)'
      : 'var(--mantine-color-gray-3)';
  return (
    <Paper
      role="listitem"
      withBorder
      radius="md"
      p="sm"
      style={{ borderColor: border, borderWidth: isCorrect || isChosen ? 2 : 1 }}
      data-option={letter}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Text fw={700} w={18} style={{ flexShrink: 0 }}>
          {letter.toUpperCase()}
        </Text>
        <RichHtml html={html} inline style={{ flex: 1, minWidth: 0 }} />
        <Group gap={4} style={{ flexShrink: 0 }}>
          {isChosen && (
            <Badge color={isCorrect ? 'green' : 'red'} variant="light" tt="none">
              {texts.choice}
            </Badge>
          )}
          {isCorrect ? (
            <IconCheck size={20} color="var(--mantine-color-green-7)" aria-label={texts.correct} />
          ) : (
            isChosen && <IconX size={20} color="var(--mantine-color-red-7)" aria-label={texts.wrong} />
          )}
        </Group>
      </Group>
    </Paper>
  );
}
