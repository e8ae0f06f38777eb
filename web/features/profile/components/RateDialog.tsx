import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormFields';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { perksQuery, useRecordReward } from '../api';

/** Where the app is listed; a store page opens in a new tab. */
const STORES = [
  { id: 'appStore', url: 'https://apps.apple.com/hk/search?term=Paperwise', icon: IconBrandApple },
  { id: 'googlePlay', url: 'https://play.google.com/store/search?q=Paperwise&c=apps', icon: IconBrandGooglePlay },
] as const;

/**
 * Rate us: the two stores, and the reward the settings give for a rating (its window starts the first time a store
 * is opened from here, and is shown while it runs).
 */
export function RateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, language } = useTranslation();
  const errorText = useErrorText();
  const { data: perks } = useQuery(perksQuery);
  const record = useRecordReward();
  const formatDate = (at: number) =>
    new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-HK', { dateStyle: 'medium' }).format(at);

  return (
    <Dialog opened={opened} onClose={onClose} title={t('more.rate.title')}>
      <Stack gap="md">
        <Text>{t('more.rate.intro')}</Text>
        {perks && perks.ratingRewardDays > 0 && !perks.ratedAt && (
          <Alert color="teal" variant="light">
            {t('more.rate.reward', { count: perks.ratingRewardDays })}
          </Alert>
        )}
        {perks?.ratingRewardEndsAt && (
          <Alert color="teal" variant="light">
            {t('more.rate.rewardUntil', { date: formatDate(perks.ratingRewardEndsAt) })}
          </Alert>
        )}
        {STORES.map((store) => (
          <Button
            key={store.id}
            component="a"
            href={store.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="md"
            leftSection={<store.icon size={20} />}
            onClick={() => record.mutate('rating')}
          >
            {t(`more.rate.${store.id}`)}
          </Button>
        ))}
        <FormError text={record.isError ? errorText(record.error) : null} />
      </Stack>
    </Dialog>
  );
}
