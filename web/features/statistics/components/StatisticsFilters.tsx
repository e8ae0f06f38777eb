import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-hk';
import { Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { pickText } from '../../../../common/i18n';
import type { DayRange, StatisticsSubject } from '../../../../common/statistics';
import { type RangePreset, rangePresets } from '../../../../common/statistics-days';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { dateToDay, dayToDate } from '../range';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';

interface StatisticsFiltersProps {
  subjects: StatisticsSubject[];
  subjectId: string | null;
  range: DayRange & { preset: RangePreset | null };
  isPhone: boolean;
  onSubject: (subjectId: string) => void;
  onPreset: (preset: RangePreset) => void;
  onDates: (range: DayRange) => void;
}

/** Subject (only those practised), the range buttons (no "longest" on a phone: spec) and From and To pickers. */
export function StatisticsFilters(props: StatisticsFiltersProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const presets = rangePresets.filter((preset) => !(props.isPhone && preset === 'longest'));
  const pick = (which: 'from' | 'to') => (value: string | null) => {
    const day = value ? dateToDay(value) : null;
    if (day === null) return;
    const next = { from: props.range.from, to: props.range.to, [which]: day };
    if (next.from > next.to) next[which === 'from' ? 'to' : 'from'] = day;
    props.onDates(next);
  };
  return (
    <Stack gap="sm" mb="lg">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('statistics.filters.subject')}
          value={props.subjectId ?? ''}
          onChange={(event) => props.onSubject(event.currentTarget.value)}
          data={props.subjects.map((subject) => ({
            value: subject.id,
            label: pickText({ en: subject.titleEn, zh: subject.titleZh }, language),
          }))}
          disabled={props.subjects.length === 0}
          miw={180}
          style={{ flex: props.isPhone ? '1 1 100%' : undefined }}
        />
        <DatesProvider settings={{ locale: language === 'zh' ? 'zh-hk' : 'en', firstDayOfWeek: 0 }}>
          <Group gap="sm" wrap="nowrap" style={{ flex: props.isPhone ? '1 1 100%' : undefined }}>
            <DayInput
              label={t('statistics.filters.from')}
              day={props.range.from}
              onChange={pick('from')}
              isPhone={props.isPhone}
            />
            <DayInput
              label={t('statistics.filters.to')}
              day={props.range.to}
              onChange={pick('to')}
              isPhone={props.isPhone}
            />
          </Group>
        </DatesProvider>
      </Group>
      <SegmentedControl
        aria-label={t('statistics.filters.range')}
        value={props.range.preset ?? ''}
        onChange={(value) => props.onPreset(value as RangePreset)}
        data={presets.map((preset) => ({ value: preset, label: t(`statistics.ranges.${preset}`) }))}
        fullWidth={props.isPhone}
        style={{ alignSelf: props.isPhone ? 'stretch' : 'flex-start' }}
      />
    </Stack>
  );
}

interface DayInputProps {
  label: string;
  day: number;
  onChange: (value: string | null) => void;
  isPhone: boolean;
}

/** One end of the range: half the row on a phone. */
function DayInput({ label, day, onChange, isPhone }: DayInputProps) {
  return (
    <DatePickerInput
      label={label}
      value={dayToDate(day)}
      onChange={onChange}
      valueFormat="YYYY-MM-DD"
      leftSection={<IconCalendar size={16} />}
      w={isPhone ? '50%' : 150}
    />
  );
}
