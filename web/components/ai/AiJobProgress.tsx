import '@mantine/core/styles/Progress.css';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';

interface AiJobProgressProps {
  /** what the job is doing, its percent in the words */
  text: string;
  /** the bar, 0 to 100 */
  value: number;
  isCancelling?: boolean;
  onCancel: () => void;
}

/** An AI job under way (writing a paper, reading uploaded pages): what it does, its bar, and the button that stops it. */
export function AiJobProgress({ text, value, isCancelling, onCancel }: AiJobProgressProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm">{text}</Text>
      <Progress value={value} animated aria-hidden />
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconPlayerStop size={16} />}
        style={{ alignSelf: 'flex-start' }}
        loading={isCancelling}
        onClick={onCancel}
      >
        {t('ai.assignment.cancel')}
      </Button>
    </Stack>
  );
}
