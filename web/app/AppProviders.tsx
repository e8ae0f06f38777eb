import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useLoadOnFirstUse } from '../lib/firstUse';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { useToastRequested } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

// Toasts are never part of the first screen: their component (with its transitions and drag handling) loads at the
// first interaction or the first toast (web/lib/notify.ts). A toast shown earlier waits in @mantine/notifications'
// store and appears when it mounts. Its stylesheets come with it (./toasts).
const Notifications = lazyWithPreload(async () => (await import('./toasts')).Notifications);

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals in unit tests */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  const toasts = useLoadOnFirstUse(Notifications.preload, useToastRequested());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      deduplicateCssVariables={false}
      env={env}
    >
      {toasts.ready && (
        <Suspense fallback={null}>
          <Notifications position="top-center" limit={3} />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
