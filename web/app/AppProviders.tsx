import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals in unit tests */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      <Notifications position="top-center" limit={3} />
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
