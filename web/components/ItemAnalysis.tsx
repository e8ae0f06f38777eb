import '@mantine/core/styles/Tooltip.css';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { optionKeys } from '../../common/catalog';
import type { ItemFigures, OptionCounts } from '../../common/item-analysis';
import { useTranslation } from '../i18n/i18n';

// Item analysis (issue 29.3), shown on an assignment's results and on the admin's Questions page.

/** "Check this question", with why, or nothing. */
export function ItemFlag({ flagged }: { flagged: ItemFigures['flagged'] }) {
  const { t } = useTranslation();
  if (!flagged) return null;
  const reason = t(`itemAnalysis.reasons.${flagged}`);
  return (
    <Tooltip label={reason} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <Badge
        color="orange"
        variant="light"
        leftSection={<IconAlertTriangle size={12} />}
        tabIndex={0}
        aria-label={`${t('itemAnalysis.flagged')}${t('common.colon')}${reason}`}
        data-testid="item-flag"
      >
        {t('itemAnalysis.flagged')}
      </Badge>
    </Tooltip>
  );
}

/** The discrimination index, two decimals, or a dash. */
export function Discrimination({ value }: { value: number | null }) {
  return (
    <Text size="sm" fw={600} c={value !== null && value < 0.15 ? 'orange.9' : undefined}>
      {value === null ? '–' : value.toFixed(2)}
    </Text>
  );
}

function Counts({ label, counts, correct }: { label: string; counts: OptionCounts; correct: string | null }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed" w={72}>
        {label}
      </Text>
      {optionKeys.map((key) => (
        <Text key={key} size="xs" fw={key === correct ? 700 : 400} c={key === correct ? 'green.8' : undefined}>
          {key.toUpperCase()} {counts[key]}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {t('itemAnalysis.blank')} {counts.blank}
      </Text>
    </Group>
  );
}

/** How the top and bottom 27% chose (MC): the key in green. */
export function GroupChoices({ figures, correct }: { figures: ItemFigures; correct: string | null }) {
  const { t } = useTranslation();
  if (!figures.upperOptions || !figures.lowerOptions) return null;
  return (
    <Stack gap={0}>
      <Counts label={t('itemAnalysis.top')} counts={figures.upperOptions} correct={correct} />
      <Counts label={t('itemAnalysis.bottom')} counts={figures.lowerOptions} correct={correct} />
    </Stack>
  );
}
