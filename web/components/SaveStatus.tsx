import { Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../i18n/i18n';
import { useErrorText } from '../lib/api';
import type { SaveState } from '../lib/useAutosave';

function time(at: number): string {
  const date = new Date(at);
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** "Saving… / Saved at hh:mm:ss / Not saved", announced politely to screen readers. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  let content: React.ReactNode = null;
  if (state.kind === 'saving') {
    content = (
      <>
        <Loader size={12} /> {t('common.saving')}
      </>
    );
  } else if (state.kind === 'saved') {
    content = (
      <>
        <IconCheck size={14} color="var(--mantine-color-teal-6)" /> {t('common.savedAt', { time: time(state.at) })}
      </>
    );
  } else if (state.kind === 'dirty') content = t('common.notSaved');
  else if (state.kind === 'error') {
    content = (
      <>
        <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" /> {t('common.notSaved')}
        {t('common.colon')}
        {errorText(state.error)}
      </>
    );
  }
  return (
    <Text
      size="sm"
      c={state.kind === 'error' ? 'red' : 'dimmed'}
      role="status"
      aria-live="polite"
      data-save-state={state.kind}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 22 }}
    >
      {content}
    </Text>
  );
}
