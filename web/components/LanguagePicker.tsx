import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/language';
import { useChangeLanguage } from '../lib/me';

interface LanguagePickerProps {
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
}

/** English / 繁體中文: each name in its own language, so anyone can find theirs. Applies at once. */
export function LanguagePicker({ size = 'sm', fullWidth = false }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size={size}
      fullWidth={fullWidth}
      value={i18n.language === 'zh' ? 'zh' : 'en'}
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
