import { Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';

/** The line every AI-written question carries (spec: AI content may be inaccurate), with the way to report it. */
export function AiDisclaimer() {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="ai-disclaimer">
      <IconSparkles size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Text size="xs">{t('ai.disclaimer')}</Text>
    </Group>
  );
}
