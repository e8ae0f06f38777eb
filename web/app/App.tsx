import { meQuery } from '../lib/me';
import { BrowserRouter } from '../lib/router';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { AppRoutes, preloadRoute } from './router';

const queryClient = createQueryClient();

/**
 * What the first screen needs, asked for before the first render: the page's chunks (preloadRoute) and, inside the
 * app, who is signed in, which the shell would otherwise ask for only once its own chunk had arrived.
 */
export function startLoading(pathname: string): void {
  preloadRoute(pathname);
  if (pathname.startsWith('/app')) void queryClient.prefetchQuery(meQuery);
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
