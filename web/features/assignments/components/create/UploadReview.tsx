import {
  ActionIcon,
  Card,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReadQuestionView } from '../../../../../common/ai';
import { optionKeys, questionTypes } from '../../../../../common/catalog';
import { useTranslation } from '../../../../i18n/i18n';

interface UploadReviewProps {
  questions: ReadQuestionView[];
  onChange: (questions: ReadQuestionView[]) => void;
}

const blankOptions = { a: '', b: '', c: '', d: '' };

/**
 * The review screen of an upload: every question the vision model read, for the teacher to correct or remove before
 * anything is saved. Mathematics stays as LaTeX between $ … $ here; confirm-assignment shows it rendered.
 */
export function UploadReview({ questions, onChange }: UploadReviewProps) {
  const { t } = useTranslation();
  const change = (index: number, next: Partial<ReadQuestionView>) =>
    onChange(questions.map((q, at) => (at === index ? { ...q, ...next } : q)));

  if (questions.length === 0) {
    return (
      <Card>
        <Text c="dimmed" ta="center" py="lg">
          {t('ai.upload.noneRead')}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('ai.upload.reviewTitle', { count: questions.length })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('ai.upload.reviewIntro')}
      </Text>
      {questions.map((q, index) => {
        const name = t('confirm.questionNo', { no: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: read questions have no id; the list only shrinks or edits
          <Card key={index} withBorder data-testid="read-question">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{name}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('ai.upload.remove')}: ${name}`}
                  onClick={() => onChange(questions.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <Group align="flex-end" gap="sm" wrap="wrap">
                <Input.Wrapper label={t('ai.upload.type')} labelElement="div" style={{ flex: '1 1 18rem' }}>
                  <SegmentedControl
                    fullWidth
                    aria-label={`${t('ai.upload.type')}: ${name}`}
                    value={q.type}
                    onChange={(value) => {
                      const type = questionTypes.find((item) => item === value) ?? 'mc';
                      change(index, {
                        type,
                        options: type === 'mc' ? (q.options ?? blankOptions) : null,
                        correctAns: type === 'mc' ? (q.correctAns ?? 'a') : null,
                      });
                    }}
                    data={questionTypes.map((item) => ({ value: item, label: t(`practice.types.${item}`) }))}
                  />
                </Input.Wrapper>
                <NumberInput
                  label={t('ai.upload.marks')}
                  min={0.5}
                  max={100}
                  step={0.5}
                  value={q.totalScore}
                  onChange={(value) => change(index, { totalScore: Number(value) || 1 })}
                  w={120}
                />
              </Group>
              <Textarea
                label={`${t('ai.upload.question')} (${name})`}
                autosize
                minRows={2}
                value={q.question}
                onChange={(event) => change(index, { question: event.currentTarget.value })}
                error={q.question.trim() === '' ? t('confirm.add.needsText') : null}
              />
              {q.type === 'mc' && (
                <>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {optionKeys.map((key) => (
                      <TextInput
                        key={key}
                        label={t('ai.upload.option', { key: key.toUpperCase() })}
                        value={q.options?.[key] ?? ''}
                        onChange={(event) =>
                          change(index, {
                            options: { ...(q.options ?? blankOptions), [key]: event.currentTarget.value },
                          })
                        }
                      />
                    ))}
                  </SimpleGrid>
                  <Input.Wrapper label={t('ai.upload.key')} labelElement="div">
                    <SegmentedControl
                      aria-label={`${t('ai.upload.key')}: ${name}`}
                      value={q.correctAns ?? ''}
                      onChange={(value) =>
                        change(index, { correctAns: optionKeys.find((key) => key === value) ?? 'a' })
                      }
                      data={optionKeys.map((key) => ({ value: key, label: key.toUpperCase() }))}
                    />
                  </Input.Wrapper>
                </>
              )}
              <Textarea
                label={t('ai.upload.solution')}
                autosize
                minRows={1}
                value={q.solution}
                onChange={(event) => change(index, { solution: event.currentTarget.value })}
              />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
