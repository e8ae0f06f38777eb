import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { optionKeys } from '../../../../../common/catalog';
import type { PracticeQuestionView } from '../../../../../common/practice';
import { RichHtml } from '../../../../components/RichHtml';
import { useTranslation } from '../../../../i18n/i18n';

/** The student's answer: the MC options with their choice and the right one, or what they wrote. */
export function SubmissionAnswer({ question }: { question: PracticeQuestionView }) {
  const { t } = useTranslation();
  if (question.type === 'mc' && question.options) {
    const options = question.options;
    return (
      <Stack gap="xs" role="list">
        {optionKeys.map((key) => {
          const isChosen = question.ans === key;
          const isCorrect = question.correctAns === key;
          const border = isCorrect
            ? 'var(--mantine-color-green-6)'
            : isChosen
              ? 'var(--mantine-color-red-6)'
              : 'var(--mantine-color-gray-3)';
          return (
            <Paper
              key={key}
              role="listitem"
              withBorder
              radius="md"
              p="sm"
              style={{ borderColor: border, borderWidth: isCorrect || isChosen ? 2 : 1 }}
              data-option={key}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Text fw={700} w={18} style={{ flexShrink: 0 }}>
                  {key.toUpperCase()}
                </Text>
                <RichHtml html={options[key]} inline style={{ flex: 1, minWidth: 0 }} />
                <Group gap={4} style={{ flexShrink: 0 }}>
                  {isChosen && (
                    <Badge color={isCorrect ? 'green' : 'red'} variant="light" tt="none">
                      {t('assignments.submission.studentChoice')}
                    </Badge>
                  )}
                  {isCorrect ? (
                    <IconCheck
                      size={20}
                      color="var(--mantine-color-green-7)"
                      aria-label={t('assignments.submission.correct')}
                    />
                  ) : (
                    isChosen && <IconX size={20} color="var(--mantine-color-red-7)" />
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
        {!question.ans && (
          <Text size="sm" c="orange.9">
            {t('assignments.submission.notAnswered')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Box>
      <Text size="sm" fw={700} mb={4}>
        {t('assignments.submission.studentAnswer')}
      </Text>
      <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="student-answer">
        {question.ansHtml ? (
          <RichHtml html={question.ansHtml} />
        ) : (
          <Text size="sm" c="orange.9">
            {t('assignments.submission.notAnswered')}
          </Text>
        )}
      </Paper>
    </Box>
  );
}
