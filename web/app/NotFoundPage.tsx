import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../i18n/i18n';
import { Link } from '../lib/router';

/**
 * An /app/ path that names no page, or a page this account cannot open: said plainly, with a way back to the
 * account's own landing page, rather than a silent redirect that leaves a mistyped or old link unexplained.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="50dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz={24}>
          {t('app.notFound.title')}
        </Title>
        <Text c="dimmed">{t('app.notFound.body')}</Text>
        <Button component={Link} to="/app/" leftSection={<IconArrowLeft size={18} />}>
          {t('app.notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
