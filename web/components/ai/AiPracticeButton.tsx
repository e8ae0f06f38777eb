import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { usePublicConfig } from '../../lib/config';

interface AiPracticeButtonProps {
  /** the form is checked and the AI practice started by the form itself */
  onGenerate: () => void;
  /** without AI on the server: the form shows this text where it shows its errors */
  onExplain: (text: string) => void;
  loading: boolean;
  /** a phone's sticky bar has room for a short label only */
  compact?: boolean;
}

/**
 * "Generate with AI" on the practice form. Without AI settings it stays visible and, when pressed, explains that AI
 * is not configured (NOTES.md): nothing is sent.
 */
export function AiPracticeButton({ onGenerate, onExplain, loading, compact }: AiPracticeButtonProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <Button
      type="button"
      variant="light"
      leftSection={<IconSparkles size={18} />}
      loading={loading}
      aria-label={compact ? t('ai.practice.generate') : undefined}
      onClick={() => (config.data?.ai ? onGenerate() : onExplain(t('ai.notConfiguredUseBank')))}
      style={{ flexShrink: 0 }}
    >
      {compact ? t('ai.practice.generateShort') : t('ai.practice.generate')}
    </Button>
  );
}
