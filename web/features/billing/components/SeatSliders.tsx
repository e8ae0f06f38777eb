import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/NumberInput.css';
import { Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { MAX_SEATS } from '../../../../common/billing';
import { useTranslation } from '../../../i18n/i18n';

/** The sliders reach at least this far (spec: 500 students, 100 teachers); a school already beyond gets room above. */
const SLIDER_REACH = { students: 500, teachers: 100 } as const;

export interface SeatCounts {
  students: number;
  teachers: number;
}

interface SeatSlidersProps {
  value: SeatCounts;
  onChange: (value: SeatCounts) => void;
  /** seats already taken: the sliders may not go below them */
  used?: SeatCounts;
}

/** Student and teacher seats, each a slider with a number field beside it for an exact count. */
export function SeatSliders({ value, onChange, used }: SeatSlidersProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {(['students', 'teachers'] as const).map((kind) => {
        const reach = Math.min(MAX_SEATS[kind], Math.max(SLIDER_REACH[kind], value[kind], used?.[kind] ?? 0));
        const set = (next: number) =>
          onChange({ ...value, [kind]: Math.max(1, Math.min(MAX_SEATS[kind], Math.round(next) || 1)) });
        const tooFew = used !== undefined && value[kind] < used[kind];
        return (
          <Stack key={kind} gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm" id={`seats-${kind}`}>
                {t(`billing.seats.${kind}`)}
              </Text>
              <NumberInput
                aria-label={t(`billing.seats.${kind}`)}
                value={value[kind]}
                onChange={(next) => set(Number(next))}
                min={1}
                max={MAX_SEATS[kind]}
                allowDecimal={false}
                w={110}
                size="xs"
              />
            </Group>
            <Slider
              aria-labelledby={`seats-${kind}`}
              value={Math.min(value[kind], reach)}
              onChange={set}
              min={1}
              max={reach}
              label={null}
              color={tooFew ? 'red' : undefined}
              marks={[
                { value: 1, label: '1' },
                { value: reach, label: String(reach) },
              ]}
              mb="md"
            />
            {used && (
              <Text size="xs" c={tooFew ? 'red' : 'dimmed'}>
                {t('billing.seats.used', { count: used[kind] })}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
