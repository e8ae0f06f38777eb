import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { daysLeft } from '../../../../common/me';
import { useTranslation } from '../../../i18n/i18n';
import { perksQuery } from '../api';

/** While a free trial runs: how many days are left, and the date it ends. Nothing otherwise. */
export function TrialCountdown({ isPremium }: { isPremium: boolean }) {
  const { t, language } = useTranslation();
  const { data: perks } = useQuery(perksQuery);
  if (!perks?.trialEndsAt || isPremium) return null;
  const now = Date.now();
  const date = new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-HK', { dateStyle: 'medium' }).format(
    perks.trialEndsAt,
  );
  return (
    <Alert color="teal" variant="light" icon={<IconHourglass size={20} />} title={t('profile.trial.title')}>
      {t('profile.trial.left', { count: daysLeft(perks.trialEndsAt, now), date })}
    </Alert>
  );
}
