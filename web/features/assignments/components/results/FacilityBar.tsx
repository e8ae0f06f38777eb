import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from '../../../../i18n/i18n';
import { facilityPercent } from './figures';

/** A facility as a bar and a percent: red below 40%, orange below 70%, green from there. */
export function FacilityBar({ facility, label }: { facility: number | null; label: string }) {
  const { t } = useTranslation();
  const percent = facilityPercent(facility);
  if (percent === null) return <Text size="sm">{t('assignments.results.questions.notYet')}</Text>;
  const color = percent < 40 ? 'red' : percent < 70 ? 'orange' : 'green';
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} color={color} w={80} aria-label={label} />
      <Text size="sm" fw={600} w={40} ta="right">
        {percent}%
      </Text>
    </Group>
  );
}
