import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';

/** Above the notes editors while they show an AI draft: it is saved only when kept (or edited). */
export function AiNotesDraftAlert({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="violet" mb="sm" data-testid="ai-notes-draft">
      <Stack gap="xs">
        <Text size="sm">{t('ai.notes.review')}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onKeep}>
            {t('ai.notes.keep')}
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            {t('ai.notes.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
