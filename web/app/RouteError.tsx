import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n/i18n';

/** A page that failed to load or render. After a deploy an old chunk may be gone, and a reload fetches the new one. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz={24}>
          {t('app.routeError.title')}
        </Title>
        <Text c="dimmed">{t('app.routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
