import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';
import { Link } from '../lib/router';

/** Working screen: answered or not. Solution screen: full, partial or zero marks, or awaiting a mark. */
export type NavigatorTone = 'answered' | 'unanswered' | 'full' | 'partial' | 'zero' | 'pending';

export interface NavigatorItem {
  questionNo: number;
  tone: NavigatorTone;
}

// Colour is never the only signal: each tone also has its own text in the button's accessible name and a legend.
const toneStyle: Record<NavigatorTone, { background: string; color: string; border: string }> = {
  answered: {
    background: 'var(--mantine-color-lagoon-6)',
    color: 'var(--mantine-color-white)',
    border: 'var(--mantine-color-lagoon-6)',
  },
  unanswered: {
    background: 'var(--mantine-color-white)',
    color: 'var(--mantine-color-gray-8)',
    border: 'var(--mantine-color-gray-4)',
  },
  full: {
    background: 'var(--mantine-color-green-7)',
    color: 'var(--mantine-color-white)',
    border: 'var(--mantine-color-green-7)',
  },
  partial: {
    background: 'var(--mantine-color-yellow-4)',
    color: 'var(--mantine-color-black)',
    border: 'var(--mantine-color-yellow-5)',
  },
  zero: {
    background: 'var(--mantine-color-red-7)',
    color: 'var(--mantine-color-white)',
    border: 'var(--mantine-color-red-7)',
  },
  pending: {
    background: 'var(--mantine-color-gray-3)',
    color: 'var(--mantine-color-gray-9)',
    border: 'var(--mantine-color-gray-4)',
  },
};

interface QuestionNavigatorProps {
  items: NavigatorItem[];
  current: number;
  /** where a question's button leads */
  hrefOf: (questionNo: number) => string;
  /** which tones the legend explains */
  legend: NavigatorTone[];
  onNavigate?: () => void;
}

export function QuestionNavigator({ items, current, hrefOf, legend, onNavigate }: QuestionNavigatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('navigator.label')}>
      <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 8 }}>
        {items.map((item) => {
          const style = toneStyle[item.tone];
          const isCurrent = item.questionNo === current;
          return (
            <UnstyledButton
              key={item.questionNo}
              component={Link}
              to={hrefOf(item.questionNo)}
              replace
              onClick={onNavigate}
              aria-current={isCurrent ? 'step' : undefined}
              aria-label={t('navigator.item', { no: item.questionNo, state: t(`navigator.tones.${item.tone}`) })}
              data-tone={item.tone}
              style={{
                height: 40,
                borderRadius: 'var(--mantine-radius-md)',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontWeight: 700,
                background: style.background,
                color: style.color,
                border: `1px solid ${style.border}`,
                outline: isCurrent ? '3px solid var(--mantine-color-lagoon-9)' : undefined,
                outlineOffset: isCurrent ? 2 : undefined,
              }}
            >
              {item.questionNo}
            </UnstyledButton>
          );
        })}
      </Box>
      <Group gap="sm" mt="md" aria-hidden>
        {legend.map((tone) => (
          <Group key={tone} gap={6} wrap="nowrap">
            <Box
              w={14}
              h={14}
              style={{
                borderRadius: 4,
                background: toneStyle[tone].background,
                border: `1px solid ${toneStyle[tone].border}`,
              }}
            />
            <Text size="xs" c="dimmed">
              {t(`navigator.tones.${tone}`)}
            </Text>
          </Group>
        ))}
      </Group>
    </nav>
  );
}
