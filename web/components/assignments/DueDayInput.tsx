import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-hk';
import { DatePickerInput, type DatePickerInputProps, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { hongKongDay } from './form';

interface DueDayInputProps extends Pick<DatePickerInputProps, 'valueFormat' | 'popoverProps'> {
  /** 'YYYY-MM-DD', a Hong Kong day */
  value: string | null;
  onChange: (day: string | null) => void;
  error?: string | null;
}

/** An assignment's due day in the reader's language, weeks from Sunday; past days cannot be picked. */
export function DueDayInput({ value, onChange, error, valueFormat = 'YYYY-MM-DD', popoverProps }: DueDayInputProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <DatesProvider settings={{ locale: language === 'zh' ? 'zh-hk' : 'en', firstDayOfWeek: 0 }}>
      <DatePickerInput
        label={t('create.dueDate')}
        value={value}
        onChange={onChange}
        // Past days cannot be picked (spec); the server refuses a past due date too.
        minDate={hongKongDay(Date.now())}
        valueFormat={valueFormat}
        leftSection={<IconCalendar size={16} />}
        error={error}
        popoverProps={popoverProps}
      />
    </DatesProvider>
  );
}
