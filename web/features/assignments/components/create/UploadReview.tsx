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
      {questions.map((question, index) => (
        <ReadQuestionCard
          // biome-ignore lint/suspicious/noArrayIndexKey: read questions have no id; the list only shrinks or edits
          key={index}
          question={question}
          name={t('confirm.questionNo', { no: index + 1 })}
          onChange={(next) => change(index, next)}
          onRemove={() => onChange(questions.filter((_, at) => at !== index))}
        />
      ))}
    </Stack>
  );
}

interface ReadQuestionCardProps {
  question: ReadQuestionView;
  /** "Question 3", also in each field's name for a screen reader */
  name: string;
  onChange: (next: Partial<ReadQuestionView>) => void;
  onRemove: () => void;
}

/** One question as read: its type and marks, text, options and key (multiple choice) and solution. */
function ReadQuestionCard({ question, name, onChange, onRemove }: ReadQuestionCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="read-question">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{name}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('ai.upload.remove')}${t('common.colon')}${name}`}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <TypeAndMarks question={question} name={name} onChange={onChange} />
        <Textarea
          label={`${t('ai.upload.question')} (${name})`}
          autosize
          minRows={2}
          value={question.question}
          onChange={(event) => onChange({ question: event.currentTarget.value })}
          error={question.question.trim() === '' ? t('confirm.add.needsText') : null}
        />
        {question.type === 'mc' && <ReadOptions question={question} name={name} onChange={onChange} />}
        <Textarea
          label={t('ai.upload.solution')}
          autosize
          minRows={1}
          value={question.solution}
          onChange={(event) => onChange({ solution: event.currentTarget.value })}
        />
      </Stack>
    </Card>
  );
}

type ReadFieldsProps = Omit<ReadQuestionCardProps, 'onRemove'>;

/** The question's type (a multiple-choice one gets options and a key) and its marks. */
function TypeAndMarks({ question, name, onChange }: ReadFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Input.Wrapper label={t('ai.upload.type')} labelElement="div" style={{ flex: '1 1 18rem' }}>
        <SegmentedControl
          fullWidth
          aria-label={`${t('ai.upload.type')}${t('common.colon')}${name}`}
          value={question.type}
          onChange={(value) => {
            const type = questionTypes.find((item) => item === value) ?? 'mc';
            onChange({
              type,
              options: type === 'mc' ? (question.options ?? blankOptions) : null,
              correctAns: type === 'mc' ? (question.correctAns ?? 'a') : null,
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
        value={question.totalScore}
        onChange={(value) => onChange({ totalScore: Number(value) || 1 })}
        w={120}
      />
    </Group>
  );
}

/** A multiple-choice question's four options and its key. */
function ReadOptions({ question, name, onChange }: ReadFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {optionKeys.map((key) => (
          <TextInput
            key={key}
            label={t('ai.upload.option', { key: key.toUpperCase() })}
            value={question.options?.[key] ?? ''}
            onChange={(event) =>
              onChange({ options: { ...(question.options ?? blankOptions), [key]: event.currentTarget.value } })
            }
          />
        ))}
      </SimpleGrid>
      <Input.Wrapper label={t('ai.upload.key')} labelElement="div">
        <SegmentedControl
          aria-label={`${t('ai.upload.key')}${t('common.colon')}${name}`}
          value={question.correctAns ?? ''}
          onChange={(value) => onChange({ correctAns: optionKeys.find((key) => key === value) ?? 'a' })}
          data={optionKeys.map((key) => ({ value: key, label: key.toUpperCase() }))}
        />
      </Input.Wrapper>
    </>
  );
}
