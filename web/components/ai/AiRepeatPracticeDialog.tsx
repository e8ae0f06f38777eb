import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { AiRepeatPracticeBody } from '../../../common/ai';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { usePublicConfig } from '../../lib/config';
import { useNavigate } from '../../lib/router';
import { Dialog, DialogActions } from '../Dialog';
import { RepeatAlert, RepeatCountFields, useRepeatForm } from '../paper/RepeatFields';
import { useStartAiRepeatPractice } from './api';
import '@mantine/core/styles/SimpleGrid.css';

interface AiRepeatPracticeDialogProps {
  /** the copy on the solution screen; null keeps the dialog closed */
  questionId: string | null;
  onClose: () => void;
}

/**
 * "Practise similar questions with AI" on a student's solution screen (spec: generateAIQuestions' repeat variant):
 * 1-10 questions (5 by default) and 1-120 minutes (30); the practice opens at once on the working screen and its
 * questions arrive as AI writes them. Without AI on the server the dialog says so and sends nothing.
 */
export function AiRepeatPracticeDialog({ questionId, onClose }: AiRepeatPracticeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog centered={false} opened={questionId !== null} onClose={onClose} title={t('ai.repeat.title')}>
      {questionId && <RepeatPracticeForm questionId={questionId} onClose={onClose} />}
    </Dialog>
  );
}

function RepeatPracticeForm({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const start = useStartAiRepeatPractice();
  const form = useRepeatForm();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body = form.check(AiRepeatPracticeBody, { questionId });
    if (!body) return;
    if (!config.data?.ai) {
      form.setNotice(t('ai.notConfiguredUseBank'));
      return;
    }
    start.mutate(body, { onSuccess: (practice) => navigate(`/app/working/${practice.id}/1`) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('ai.repeat.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <RepeatCountFields form={form} countLabel={t('ai.repeat.count')} isAutoFocus />
        </SimpleGrid>
        <RepeatAlert
          text={form.notice ?? (start.isError ? errorText(start.error) : null)}
          isNotice={form.notice !== null}
        />
        <DialogActions
          onCancel={onClose}
          submitLabel={t('ai.repeat.submit')}
          submitIcon={<IconSparkles size={18} />}
          isPending={start.isPending}
        />
      </Stack>
    </form>
  );
}
