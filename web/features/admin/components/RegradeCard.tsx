import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuestionEditorView } from '../../../../common/admin-questions';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys } from '../api';

/**
 * Regrading on appeal (issue 29.4): once the key is fixed (the editor saves as you type), the admin re-marks every
 * handed-in paper holding an earlier version. Asks once before it starts; the server does the rest within a minute.
 */
export function RegradeCard({ question, isSaved }: { question: QuestionEditorView; isSaved: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const [version, setVersion] = useState(question.version);
  const regrade = useMutation({
    mutationFn: () =>
      api.patch<QuestionEditorView>(`/api/admin/questions/${encodeURIComponent(question.id)}`, { regrade: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.question(question.id), saved);
      setVersion(saved.version);
      setConfirming(false);
      notifySuccess(t('admin.editor.regrade.done'));
    },
    onError: (error) => notifyError(errorText(error)),
  });
  return (
    <Card component="section" aria-labelledby="regrade-heading">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="md" id="regrade-heading">
            {t('admin.editor.regrade.title')}
          </Title>
          <Badge variant="light" color="gray">
            {t('admin.editor.regrade.version', { version })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.editor.regrade.body')}
        </Text>
        {isConfirming ? (
          <Group>
            <Text size="sm" fw={600}>
              {t('admin.editor.regrade.confirm')}
            </Text>
            <Button color="orange" loading={regrade.isPending} onClick={() => regrade.mutate()}>
              {t('admin.common.confirm')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('admin.common.cancel')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button variant="light" color="orange" disabled={!isSaved} onClick={() => setConfirming(true)}>
              {t('admin.editor.regrade.button')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
