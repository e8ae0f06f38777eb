import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { daysLeft, trialNotice } from '../../../../common/me';
import { useTranslation } from '../../../i18n/i18n';
import { perksQuery } from '../api';

const MINUTE_MS = 60_000;

/**
 * While a free trial runs: in its last 24 hours, for an account over 30 days old, a countdown in hours and minutes
 * (the spec's condition, common/me.ts); for any other running trial, the days left and the date it ends.
 */
export function TrialCountdown({ isPremium, createdAt }: { isPremium: boolean; createdAt: number }) {
  const { t, language } = useTranslation();
  const { data: perks } = useQuery(perksQuery);
  const [now, setNow] = useState(() => Date.now());
  const notice = perks && !isPremium ? trialNotice(createdAt, perks.trialEndsAt, now) : null;
  useEffect(() => {
    if (notice !== 'countdown') return;
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 2);
    return () => clearInterval(timer);
  }, [notice]);
  if (!notice || !perks?.trialEndsAt) return null;
  const left = perks.trialEndsAt - now;
  const date = new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-HK', { dateStyle: 'medium' }).format(
    perks.trialEndsAt,
  );
  return (
    <Alert color="teal" variant="light" icon={<IconHourglass size={20} />} title={t('profile.trial.title')}>
      {notice === 'countdown'
        ? t('profile.trial.endsIn', {
            hours: Math.floor(left / (60 * MINUTE_MS)),
            minutes: Math.floor((left % (60 * MINUTE_MS)) / MINUTE_MS),
          })
        : t('profile.trial.left', { count: daysLeft(perks.trialEndsAt, now), date })}
    </Alert>
  );
}
