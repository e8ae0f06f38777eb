import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';
import { isLanguage } from '../i18n/language';
import { useChangeLanguage } from '../lib/me';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';

interface LanguagePickerProps {
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
}

/** English / 繁體中文: each name in its own language, so anyone can find theirs. Applies at once. */
export function LanguagePicker({ size = 'sm', fullWidth = false }: LanguagePickerProps) {
  const { t, language } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size={size}
      fullWidth={fullWidth}
      value={language}
      onChange={(value) => {
        if (isLanguage(value)) changeLanguage(value);
      }}
      data={[
        { value: 'en', label: t('language.en') },
        { value: 'zh', label: t('language.zh') },
      ]}
    />
  );
}
