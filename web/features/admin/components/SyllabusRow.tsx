import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AdminSubjectView } from '../../../../common/admin';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInvalidateAdmin } from '../api';
import '@mantine/core/styles/Anchor.css';

const ACCEPT = '.pdf,.doc,.docx,.txt,application/pdf,application/msword,text/plain';

/** One language's syllabus file of a subject: its link, upload or replace, remove. */
export function SyllabusRow({ subject, language }: { subject: AdminSubjectView; language: 'en' | 'zh' }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { send, remove, error } = useSyllabusFile(subject.id, language);
  const file = subject.syllabus[language];
  const label = t(language === 'en' ? 'admin.subjects.syllabusEn' : 'admin.subjects.syllabusZh');
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500} w={170}>
          {label}
        </Text>
        {file ? (
          <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm">
            {file.name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.subjects.noFile')}
          </Text>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={label}
          data-testid={`syllabus-${language}`}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (chosen) send.mutate(chosen);
          }}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} />}
          loading={send.isPending}
          onClick={() => input.current?.click()}
        >
          {t(file ? 'admin.subjects.replace' : 'admin.subjects.upload')}
        </Button>
        {file && (
          <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('admin.subjects.removeFile')}
          </Button>
        )}
      </Group>
      <Text size="xs" c={error ? 'red' : 'dimmed'}>
        {error ?? t('admin.subjects.fileTypes')}
      </Text>
    </Stack>
  );
}

/** Uploading (or replacing) and removing the file; a refused upload's reason stays under the row. */
function useSyllabusFile(subjectId: string, language: 'en' | 'zh') {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const [error, setError] = useState<string | null>(null);
  const path = `/api/admin/subjects/${encodeURIComponent(subjectId)}/syllabus/${language}`;
  const send = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.form<AdminSubjectView>('PUT', path, form);
    },
    onSuccess: () => {
      setError(null);
      notifySuccess(t('admin.subjects.uploaded'));
    },
    onError: (failure) => {
      setError(errorText(failure));
      notifyError(errorText(failure));
    },
    onSettled: () => invalidate(['admin', 'subjects']),
  });
  const remove = useMutation({
    mutationFn: () => api.delete<AdminSubjectView>(path),
    onSuccess: () => notifySuccess(t('admin.subjects.fileRemoved')),
    onError: (failure) => notifyError(errorText(failure)),
    onSettled: () => invalidate(['admin', 'subjects']),
  });
  return { send, remove, error };
}
