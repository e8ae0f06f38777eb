import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteConfig, Routes } from '../lib/router';
import { NotFoundPage } from './NotFoundPage';
import { appPages, page } from './pages';
import { RootLayout } from './RootLayout';
import { UnknownPathRedirect } from './UnknownPathRedirect';

// Every page is its own chunk: the sign-in page never loads the shell or the app's pages, and the reverse. Routes
// load no data (pages ask TanStack Query), so a route is just a path and an element; only the page a load opens may
// ask for its data at boot (preloadRoute).

const SignInPage = page(() => import('../features/auth/SignInPage'), 'SignInPage', ['pages']);
const ResetPasswordPage = page(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage', ['pages']);
const LogoutPage = page(() => import('../features/auth/LogoutPage'), 'LogoutPage', ['pages']);
// A class's join link (issue 26): outside /app, so a signed-out student sees the class before signing up.
const JoinClassPage = page(() => import('../features/classes/JoinClassPage'), 'JoinClassPage', ['classes']);
const AppLayout = page(() => import('./shell/AppLayout'), 'AppLayout');
const LandingRedirect = page(() => import('./shell/LandingRedirect'), 'LandingRedirect');

const routes: RouteConfig[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <SignInPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/join/:code', element: <JoinClassPage /> },
      {
        path: '/app',
        element: <AppLayout />,
        children: [
          { index: true, element: <LandingRedirect /> },
          ...appPages.map(({ path, Page }) => ({ path, element: <Page /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

/**
 * Starts fetching the chunks the page at `pathname` needs, all at once, before React renders anything. Otherwise each
 * lazy level (the shell, then the page inside it) asks for its chunk only once the level above has rendered: on a
 * phone on slow 4G, a round trip each (bench/lighthouse.ts). A failed load shows when the page renders. Given a
 * query client (someone may be signed in), the page's own data is asked for too, where the page says how (`prefetch`).
 */
export function preloadRoute(pathname: string, queryClient?: QueryClient): void {
  const pending: Array<Promise<unknown>> = [];
  if (pathname === '/app' || pathname.startsWith('/app/')) {
    pending.push(AppLayout.preload());
    const match = appPages
      .map((candidate) => ({ entry: candidate, params: matchPath(`/app/${candidate.path}`, pathname) }))
      .find(({ params }) => params !== null);
    pending.push(match ? match.entry.Page.preload() : LandingRedirect.preload());
    if (match?.params && queryClient) match.entry.prefetch?.(queryClient, match.params);
  } else if (pathname === '/') {
    pending.push(SignInPage.preload());
  } else if (pathname.startsWith('/join/')) {
    pending.push(JoinClassPage.preload());
  }
  for (const promise of pending) promise.catch(() => undefined); // reported by the page's own render
}

export function AppRoutes() {
  return <Routes routes={routes} />;
}
