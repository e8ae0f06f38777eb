import { Badge, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/i18n';
import { errorText } from '../../../lib/api';
import type { QueueSnapshot, SaveState } from '../answerQueue';

const timeFormat = new Map<string, Intl.DateTimeFormat>();
function formatTime(at: number, language: string): string {
  let format = timeFormat.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    timeFormat.set(language, format);
  }
  return format.format(at);
}

/** One question's save state, under its answer. A failed save is never silent: it shows in a warning colour. */
export function QuestionSaveStatus({ state }: { state: SaveState | undefined }) {
  const { t, language } = useTranslation();
  if (!state || (state.kind === 'saved' && state.savedAt === null)) return null;
  if (state.kind === 'saved' && state.savedAt !== null) {
    return (
      <Group gap={6} c="teal.8" data-save-state="saved">
        <IconCircleCheck size={16} aria-hidden />
        <Text size="sm">{t('working.save.savedAt', { time: formatTime(state.savedAt, language) })}</Text>
      </Group>
    );
  }
  if (state.kind === 'saving') {
    return (
      <Group gap={6} c="dimmed" data-save-state="saving">
        <Loader size={14} color="gray" />
        <Text size="sm">{t('working.save.saving')}</Text>
      </Group>
    );
  }
  const isFailed = state.kind === 'failed';
  return (
    <Group gap={6} c={isFailed ? 'red.8' : 'orange.9'} data-save-state={state.kind} role="alert" wrap="nowrap">
      <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600}>
        {isFailed ? t('working.save.failed', { reason: errorText(t, state.error) }) : t('working.save.retrying')}
      </Text>
    </Group>
  );
}

/** The whole paper's state in the header: saved, saving or offline. */
export function ConnectionStatus({ snapshot }: { snapshot: QueueSnapshot }) {
  const { t } = useTranslation();
  if (!snapshot.isOnline) {
    return (
      <Badge color="orange" variant="filled" leftSection={<IconCloudOff size={14} />} role="status" tt="none">
        {t('working.save.offline', { count: snapshot.pending })}
      </Badge>
    );
  }
  if (snapshot.pending > 0) {
    return (
      <Badge color="gray" variant="light" tt="none" leftSection={<Loader size={10} color="gray" />}>
        {t('working.save.savingAll')}
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={14} />}>
      {t('working.save.allSaved')}
    </Badge>
  );
}
