import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
