import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Badge, Box, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconSparkles, IconTrash } from '@tabler/icons-react';
import type { AssignmentQuestionView } from '../../../../../common/assignments';
import { optionKeys } from '../../../../../common/catalog';
import { RichHtml } from '../../../../components/RichHtml';
import { useTranslation } from '../../../../i18n/i18n';

interface QuestionCardProps {
  question: AssignmentQuestionView;
  /** "3. Linear equations", when the chapter is known */
  chapterLabel: string | null;
  showSolution: boolean;
  /** published papers are read-only */
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** "change question with AI"; absent where it is not offered */
  onChangeWithAi?: () => void;
  /** AI is writing this question's replacement */
  changing?: boolean;
}

const typeColors = { mc: 'lagoon', short: 'grape', long: 'orange' } as const;

/** One question of the paper as the teacher reviews it: the text, MC options (the right one marked), the solution. */
export function QuestionCard({
  question,
  chapterLabel,
  showSolution,
  canChange,
  onEdit,
  onDelete,
  onChangeWithAi,
  changing = false,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const name = t('confirm.questionNo', { no: question.questionNo });
  return (
    <Stack gap="xs" data-testid="paper-question">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <QuestionBadges question={question} name={name} />
        {canChange && (
          <QuestionButtons
            name={name}
            onEdit={onEdit}
            onDelete={onDelete}
            onChangeWithAi={onChangeWithAi}
            changing={changing}
          />
        )}
      </Group>
      {changing && (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" color="violet" />
          <Text size="sm" c="violet">
            {t('confirm.aiChanging')}
          </Text>
        </Group>
      )}
      {chapterLabel && (
        <Text size="xs" c="dimmed" mt={-4}>
          {chapterLabel}
        </Text>
      )}
      <RichHtml html={question.questionHtml} />
      {question.options && <QuestionOptions question={question} />}
      {showSolution && <QuestionSolution question={question} />}
    </Stack>
  );
}

/** The question's number, then its type, level, marks and whether the teacher edited it. */
function QuestionBadges({ question, name }: { question: AssignmentQuestionView; name: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={700}>{name}</Text>
      <Badge variant="light" color={typeColors[question.type]} size="sm" tt="none">
        {t(`practice.types.${question.type}`)}
      </Badge>
      <Badge variant="outline" color="gray" size="sm" tt="none">
        {t('confirm.level', { level: t(`practice.levels.${question.level as 1 | 2 | 3}`) })}
      </Badge>
      <Badge variant="outline" color="gray" size="sm" tt="none">
        {t('confirm.marks', { count: question.totalScore })}
      </Badge>
      {question.editedAt !== null && (
        <Badge variant="light" color="yellow" size="sm" tt="none">
          {t('confirm.edited')}
        </Badge>
      )}
    </Group>
  );
}

type QuestionButtonsProps = Pick<QuestionCardProps, 'onEdit' | 'onDelete' | 'onChangeWithAi' | 'changing'> & {
  /** "Question 3", so each button says which question it changes */
  name: string;
};

/** Change with AI, edit and delete, each named with the question for a screen reader. */
function QuestionButtons({ name, onEdit, onDelete, onChangeWithAi, changing }: QuestionButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap">
      {onChangeWithAi && (
        <Tooltip label={t('confirm.changeAi')}>
          <ActionIcon
            variant="subtle"
            color="violet"
            onClick={onChangeWithAi}
            loading={changing}
            aria-label={`${t('confirm.changeAi')}${t('common.colon')}${name}`}
          >
            <IconSparkles size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('confirm.edit')}>
        <ActionIcon variant="subtle" onClick={onEdit} aria-label={`${t('confirm.edit')}${t('common.colon')}${name}`}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('confirm.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onDelete}
          aria-label={`${t('confirm.delete')}${t('common.colon')}${name}`}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** A multiple-choice question's options, the right one in bold green. */
function QuestionOptions({ question }: { question: AssignmentQuestionView }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {optionKeys.map((key) => {
        const isRight = question.correctAns === key;
        return (
          <Group key={key} gap="xs" wrap="nowrap" align="flex-start">
            <Text
              fw={isRight ? 700 : 500}
              c={isRight ? 'teal.8' : undefined}
              aria-label={isRight ? t('confirm.correctOption', { key: key.toUpperCase() }) : undefined}
            >
              {key.toUpperCase()}.
            </Text>
            <RichHtml html={question.options?.[key] ?? ''} inline />
          </Group>
        );
      })}
    </Stack>
  );
}

/** The solution (and the answer of a multiple-choice question), set off by a line on its left. */
function QuestionSolution({ question }: { question: AssignmentQuestionView }) {
  const { t } = useTranslation();
  return (
    <Box pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-teal-3)' }}>
      <Text size="sm" fw={600} mb={2}>
        {question.correctAns
          ? `${t('confirm.solution')} · ${t('confirm.answer', { key: question.correctAns.toUpperCase() })}`
          : t('confirm.solution')}
      </Text>
      {question.solutionHtml ? (
        <RichHtml html={question.solutionHtml} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('confirm.noSolution')}
        </Text>
      )}
    </Box>
  );
}
