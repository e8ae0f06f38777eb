import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import { Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../components/FormFields';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { digestQuery, useSetDigest } from '../api';

/**
 * The parents' weekly digest e-mail on or off. Only accounts that can get one (teachers, which is how parents
 * register) see the section; it stays hidden until the server says so.
 */
export function DigestSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setting = useQuery(digestQuery);
  const setDigest = useSetDigest();

  if (setting.isSuccess && !setting.data.isOffered) return null;

  return (
    <Card component="section">
      <Title order={2} fz="lg" mb="md">
        {t('profile.digest.title')}
      </Title>
      {setting.isPending && <Skeleton height={40} role="status" aria-label={t('app.loading')} />}
      {setting.isError && (
        <Group gap="sm">
          <Text size="sm" c="red" role="alert">
            {t('profile.digest.loadError')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void setting.refetch()}>
            {t('profile.digest.retry')}
          </Button>
        </Group>
      )}
      {setting.isSuccess && (
        <Stack gap="xs">
          <Switch
            label={t('profile.digest.label')}
            description={t('profile.digest.hint')}
            checked={setting.data.weeklyDigest}
            disabled={setDigest.isPending}
            onChange={(event) => {
              const weeklyDigest = event.currentTarget.checked;
              setDigest.mutate(
                { weeklyDigest },
                {
                  onSuccess: () =>
                    notifySuccess(t(weeklyDigest ? 'profile.digest.turnedOn' : 'profile.digest.turnedOff')),
                },
              );
            }}
          />
          <FormError text={setDigest.isError ? errorText(setDigest.error) : null} />
        </Stack>
      )}
    </Card>
  );
}
