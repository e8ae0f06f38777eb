import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AiJobStarted, ReadAnswerView } from '../../../common/ai';
import { useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { usePublicConfig } from '../../lib/config';
import { aiFailureText } from './aiReasons';
import { aiKeys } from './api';
import { AI_POLL_MS } from './polling';

interface AiAnswerPhotoButtonProps {
  /** a photo of a written answer to a question of the student's open paper; or, without it, OCR for an editor */
  target?: { practiceId: string; questionNo: number };
  /** the text read off the photo, for the answer box (the student checks and edits it there) */
  onText: (text: string) => void;
}

const readAnswerQuery = (base: string, jobId: string) => ({
  queryKey: [...aiKeys.all, base, jobId] as const,
  queryFn: () => api.get<ReadAnswerView>(`${base}/${encodeURIComponent(jobId)}`),
  refetchInterval: (query: { state: { data?: ReadAnswerView } }) => {
    const state = query.state.data?.state;
    return state === 'queued' || state === 'running' || state === undefined ? AI_POLL_MS : false;
  },
});

/**
 * uploadSubmission: a student photographs what they wrote on paper; AI reads it into the answer box, where they
 * check and edit it before it is saved like anything they type. On a phone the camera opens. Without a target it is
 * the editors' OCR: the text of one image (maths as LaTeX) into a question's text, chapter notes or a blog post.
 */
export function AiAnswerPhotoButton({ target, onText }: AiAnswerPhotoButtonProps) {
  const texts = target ? 'ai.answerPhoto' : 'ai.ocr';
  const { t } = useTranslation();
  const config = usePublicConfig();
  const input = useRef<HTMLInputElement>(null);
  const { send, isReading, message, setMessage } = usePhotoReading(target, onText);
  return (
    <>
      <Group gap="xs" mt="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCamera size={16} />}
          disabled={isReading}
          onClick={() => {
            setMessage(null);
            if (!config.data?.ai) setMessage(t('ai.ocr.notConfigured'));
            else input.current?.click();
          }}
        >
          {t(`${texts}.button`)}
        </Button>
        {isReading && (
          <Group gap={6} aria-live="polite">
            <Loader size="xs" />
            <Text size="sm">{t(`${texts}.reading`)}</Text>
          </Group>
        )}
      </Group>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        capture={target ? 'environment' : undefined}
        hidden
        data-testid={target ? 'answer-photo-input' : 'ocr-input'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          if (file.size > 10 * 1024 * 1024) setMessage(t('files.tooLarge', { mb: 10 }));
          else send.mutate(file);
        }}
      />
      {message && (
        <Alert color="gray" variant="light" p="xs" mt="xs" role="status">
          {message}
        </Alert>
      )}
    </>
  );
}

/** Sends the photo, polls the reading job, and hands its text on: what it says meanwhile and after. */
function usePhotoReading(target: AiAnswerPhotoButtonProps['target'], onText: (text: string) => void) {
  const base = target ? '/api/ai/read-answer' : '/api/ai/ocr';
  const texts = target ? 'ai.answerPhoto' : 'ai.ocr';
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [jobId, setJobId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file, file.name);
      const query = target
        ? `?${new URLSearchParams({ practiceId: target.practiceId, questionNo: String(target.questionNo) })}`
        : '';
      return api.form<AiJobStarted>('POST', `${base}${query}`, form);
    },
    onSuccess: (started) => setJobId(started.jobId),
    onError: (error) => setMessage(errorText(error)),
  });
  const read = useQuery({ ...readAnswerQuery(base, jobId ?? ''), enabled: jobId !== null });
  const state = read.data?.state;
  const text = read.data?.text;
  const reason = read.data?.reason;
  const delivered = useRef(onText);
  delivered.current = onText;

  useEffect(() => {
    if (state === 'completed') {
      setJobId(null);
      if (text) {
        delivered.current(text);
        setMessage(t(`${texts}.check`));
      } else setMessage(t(`${texts}.empty`));
    } else if (state === 'failed' || state === 'cancelled') {
      setJobId(null);
      setMessage(`${t(`${texts}.failed`)} ${state === 'failed' ? aiFailureText(t, reason) : ''}`.trim());
    }
  }, [state, text, t, texts, reason]);

  // Asking after the job failed (a 404, a 5xx asked twice, no network): that ends the reading too, with the reason;
  // clearing the job stops the polling, which would otherwise go on without an answer.
  const pollError = read.error;
  useEffect(() => {
    if (!pollError) return;
    setJobId(null);
    setMessage(errorText(pollError));
  }, [pollError, errorText]);

  return { send, isReading: send.isPending || jobId !== null, message, setMessage };
}
