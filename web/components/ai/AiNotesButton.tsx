import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { usePublicConfig } from '../../lib/config';
import { notifyError } from '../../lib/notify';
import { notesDraftQuery, useRequestNotesDraft } from './notesApi';

interface AiNotesButtonProps {
  chapterId: string;
  /** the written notes (sanitised editor HTML per language), for the editor to show for review */
  onDraft: (draft: { en: string; zh: string }) => void;
}

/**
 * "Generate with AI" in the chapter notes editor: a job writes both languages' notes, shown with its progress; the
 * draft goes into the editor for review and is never saved by itself. Without AI it explains that AI is not set up.
 */
export function AiNotesButton({ chapterId, onDraft }: AiNotesButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const config = usePublicConfig();
  const request = useRequestNotesDraft(chapterId);
  const [jobId, setJobId] = useState<string | null>(null);
  const draft = useQuery({ ...notesDraftQuery(chapterId, jobId ?? ''), enabled: jobId !== null });
  const state = draft.data?.state;

  useEffect(() => {
    if (!jobId || !draft.data) return;
    if (state === 'completed') {
      onDraft({ en: draft.data.en ?? '', zh: draft.data.zh ?? '' });
      setJobId(null);
    } else if (state === 'failed' || state === 'cancelled') {
      notifyError(t('ai.notes.failed'));
      setJobId(null);
    }
  }, [jobId, draft.data, state, onDraft, t]);

  // Asking after the job failed (a 404, a 5xx asked twice, no network) ends the writing too, with the reason.
  const pollError = draft.error;
  useEffect(() => {
    if (!pollError) return;
    setJobId(null);
    notifyError(errorText(pollError));
  }, [pollError, errorText]);

  const generate = () => {
    if (!config.data?.ai) {
      notifyError(t('ai.notConfigured'));
      return;
    }
    request.mutate(undefined, {
      onSuccess: (view) => setJobId(view.jobId),
      onError: (error) => notifyError(errorText(error)),
    });
  };
  const percent = Math.round((draft.data?.progress ?? 0) * 100);
  return (
    <Group gap="sm" wrap="nowrap">
      {jobId !== null && (
        <Group gap={6} wrap="nowrap" aria-live="polite">
          <Progress value={Math.max(5, percent)} w={80} animated />
          <Text size="xs" c="dimmed">
            {t('ai.notes.writing', { percent })}
          </Text>
        </Group>
      )}
      <Button
        variant="light"
        leftSection={<IconSparkles size={18} />}
        loading={request.isPending || jobId !== null}
        onClick={generate}
      >
        {t('ai.notes.generate')}
      </Button>
    </Group>
  );
}
