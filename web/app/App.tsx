import { takeBootData } from '../lib/boot';
import { publicConfigQuery } from '../lib/config';
import { meQuery } from '../lib/me';
import { BrowserRouter } from '../lib/router';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { AppRoutes, preloadRoute } from './router';

const queryClient = createQueryClient();

/**
 * What the first screen needs, before the first render: the page's chunks (preloadRoute), and who is signed in and
 * the public configuration, which the server wrote into the page (web/lib/boot.ts). Without them (Vite's dev server),
 * who is signed in is asked for at once, not when the shell's own chunk has arrived.
 */
export function startLoading(pathname: string): void {
  const boot = takeBootData();
  // Nobody signed in (the server says so): the shell sends them to sign in, so the page's data is not asked for.
  preloadRoute(pathname, boot?.me === null ? undefined : queryClient);
  if (boot) {
    queryClient.setQueryData(meQuery.queryKey, boot.me);
    queryClient.setQueryData(publicConfigQuery.queryKey, boot.config);
  } else if (pathname.startsWith('/app')) {
    void queryClient.prefetchQuery(meQuery);
  }
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
