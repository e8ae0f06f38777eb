import { Button, Paper, Stack, Text } from '@mantine/core';
import type { PublicConfig } from '../../../../common/config';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useSignIn } from '../api';

interface DemoAccountsProps {
  accounts: PublicConfig['demoAccounts'];
  password: string | null;
}

/** One click signs in as a seeded demo account; the list is empty in production, and then nothing shows. */
export function DemoAccounts({ accounts, password }: DemoAccountsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signIn = useSignIn();
  if (accounts.length === 0 || !password) return null;

  return (
    <Paper withBorder p="md" radius="lg" bg="lagoon.0" style={{ borderColor: 'var(--mantine-color-lagoon-2)' }}>
      <Text fw={700} size="sm">
        {t('auth.demo.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t('auth.demo.hint')}
      </Text>
      <Stack gap={6}>
        {accounts.map((account) => {
          const role = t(`auth.demo.roles.${account.role}`);
          return (
            <Button
              key={account.email}
              variant="white"
              justify="space-between"
              fullWidth
              aria-label={t('auth.demo.signInAs', { role, email: account.email })}
              loading={signIn.isPending && signIn.variables?.email === account.email}
              disabled={signIn.isPending}
              onClick={() => signIn.mutate({ email: account.email, password })}
              rightSection={
                <Text span size="xs" c="dimmed" truncate maw={200}>
                  {account.email}
                </Text>
              }
            >
              {role}
            </Button>
          );
        })}
      </Stack>
      {signIn.isError && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errorText(signIn.error)}
        </Text>
      )}
    </Paper>
  );
}
