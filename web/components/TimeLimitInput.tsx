import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps, Text } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';

/** A paper's time limit in whole minutes, between the `min` and `max` its form allows. */
export function TimeLimitInput(props: NumberInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('practice.form.timeLimit')}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      rightSection={
        <Text size="xs" c="dimmed" pr={28}>
          {t('practice.form.minutes')}
        </Text>
      }
      rightSectionWidth={64}
      {...props}
    />
  );
}
