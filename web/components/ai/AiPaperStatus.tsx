import '@mantine/core/styles/Progress.css';
import { Alert, Button, Card, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { PracticeView } from '../../../common/practice';
import { useTranslation } from '../../i18n/i18n';
import { isAiWriting } from '../../lib/practices';
import { Link } from '../../lib/router';
import { AiDisclaimer } from './AiDisclaimer';

/**
 * Above an AI paper on the working screen: the disclaimer, how many questions are written while the rest are
 * coming, or that the writer gave up after some.
 */
export function AiPaperStatus({ practice }: { practice: PracticeView }) {
  const { t } = useTranslation();
  if (!practice.isAiWritten) return null;
  const writing = isAiWriting(practice);
  return (
    <Stack gap={6} mb="md">
      {writing && (
        <Group gap="sm" wrap="nowrap" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {t('ai.writing.progress', { written: practice.questions.length, total: practice.noOfQuestions })}
          </Text>
          <Progress
            value={(practice.questions.length / Math.max(1, practice.noOfQuestions)) * 100}
            style={{ flex: 1 }}
            size="sm"
            aria-hidden
          />
        </Group>
      )}
      {practice.notice === 'ai_incomplete' && (
        <Alert color="orange" variant="light" p="xs">
          {t('ai.writing.incomplete', { count: practice.noOfQuestions })}
        </Alert>
      )}
      <AiDisclaimer />
    </Stack>
  );
}

/** The working screen before an AI paper's first question is there, or when AI wrote none. */
export function AiFirstQuestion({ practice }: { practice: PracticeView }) {
  const { t } = useTranslation();
  if (practice.notice === 'ai_failed') {
    return (
      <Card>
        <Stack gap="md" align="flex-start">
          <Alert color="red" variant="light" w="100%">
            {t('ai.writing.failed')}
          </Alert>
          <Button component={Link} to="/app/free-practice" variant="light">
            {t('ai.writing.back')}
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Card aria-busy>
      <Stack gap="sm" align="center" py="xl">
        <Loader />
        <Text fw={700} role="status">
          {t('ai.writing.first')}
        </Text>
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {t('ai.writing.firstHint')}
        </Text>
      </Stack>
    </Card>
  );
}

/** Where "next" would go on the last written question while more are coming. */
export function AiNextQuestion({ questionNo }: { questionNo: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" c="dimmed">
      <Loader size="xs" />
      <Text size="sm">{t('ai.writing.next', { no: questionNo })}</Text>
    </Group>
  );
}
