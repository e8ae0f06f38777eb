import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Divider.css';
import { Button, Divider, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AiMarkingView } from '../../../common/ai';
import type { PracticeQuestionView } from '../../../common/practice';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { aiMarkingQuery } from './api';

interface AiMarkDetailsProps {
  practiceId: string;
  question: PracticeQuestionView;
  /** a linked teacher: may agree with the AI's mark in one click (or change it with the score control) */
  asTeacher: boolean;
  /** saves a teacher's mark through the practice's own score route (features/review useSetScore) */
  onAgree?: (score: number) => Promise<unknown>;
  isSaving?: boolean;
}

/**
 * The AI's mark of one written answer on the solution screen: per marking-scheme point the marks and the reason,
 * the feedback, the model and prompt version, and the teacher's mark beside it when there is one.
 */
export function AiMarkDetails({ practiceId, question, asTeacher, onAgree, isSaving }: AiMarkDetailsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const marking = useQuery(aiMarkingQuery(practiceId));
  const mark = marking.data?.marks.find((item) => item.questionNo === question.questionNo && item.state === 'done');
  if (!mark || mark.score === null) return null;
  const isAgreed = question.markedBy === 'teacher' && mark.teacherScore === mark.score;
  return (
    <Stack gap="xs" data-testid="ai-mark">
      <Divider />
      <Text fw={700} size="sm">
        <IconSparkles size={16} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} aria-hidden />
        {t('ai.marking.score', { score: mark.score, total: mark.totalScore })}
      </Text>
      <MarkPoints points={mark.points} />
      {mark.feedback && (
        <Text size="sm">
          <Text span fw={500}>
            {t('ai.marking.feedback')}
            {t('common.colon')}
          </Text>
          {mark.feedback}
        </Text>
      )}
      {mark.teacherScore !== null && (
        <Text size="sm">{t('ai.marking.teacherScore', { score: mark.teacherScore })}</Text>
      )}
      {mark.model && (
        <Text size="xs" c="dimmed">
          {t('ai.marking.source', { model: mark.model, prompt: mark.promptId ?? '' })}
        </Text>
      )}
      {asTeacher && onAgree && (
        <AgreeButton
          isAgreed={isAgreed}
          isSaving={isSaving}
          onAgree={() =>
            onAgree(mark.score ?? 0).then(
              () => {
                notifySuccess(t('ai.marking.agreed'));
                return marking.refetch();
              },
              (error: unknown) => notifyError(errorText(error)),
            )
          }
        />
      )}
    </Stack>
  );
}

type MarkPoint = AiMarkingView['marks'][number]['points'][number];

/** Per marking-scheme point: the marks given and why. */
function MarkPoints({ points }: { points: MarkPoint[] }) {
  const { t } = useTranslation();
  if (points.length === 0) return null;
  return (
    <List size="sm" spacing={4}>
      {points.map((point) => (
        // A marking scheme names each point once; the AI's list is shown as it came and never reordered.
        <List.Item key={`${point.point}-${point.awarded}-${point.reason}`}>
          <Text size="sm" fw={500}>
            {t('ai.marking.point', { awarded: point.awarded, point: point.point })}
          </Text>
          <Text size="xs" c="dimmed">
            {point.reason}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** A teacher's one click to take the AI's mark as theirs; once taken, it says so. */
function AgreeButton(props: { isAgreed: boolean; isSaving?: boolean; onAgree: () => void }) {
  const { t } = useTranslation();
  if (props.isAgreed)
    return (
      <Text size="sm" c="green.8">
        {t('ai.marking.agreed')}
      </Text>
    );
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconCheck size={16} />}
      loading={props.isSaving}
      style={{ alignSelf: 'flex-start' }}
      onClick={props.onAgree}
    >
      {t('ai.marking.agree')}
    </Button>
  );
}
