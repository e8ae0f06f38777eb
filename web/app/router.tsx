import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';
import { UnknownPathRedirect } from './UnknownPathRedirect';

const moreHandle: RouteHandle = { hasBackButton: true };
// A paper, its result and its solutions have a back button and want the whole phone screen: no tab bar.
const paperHandle: RouteHandle = { hasBackButton: true };

// Every page is its own chunk: the sign-in page never loads the shell or the app's pages, and the reverse.
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }) },
      {
        path: '/reset-password',
        lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }),
      },
      {
        path: '/logout',
        lazy: async () => ({ Component: (await import('../features/auth/LogoutPage')).LogoutPage }),
      },
      {
        path: '/app',
        lazy: async () => ({ Component: (await import('./shell/AppLayout')).AppLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./shell/LandingRedirect')).LandingRedirect }),
          },
          {
            path: 'free-practice',
            lazy: async () => ({
              Component: (await import('../features/practice/FreePracticePage')).FreePracticePage,
            }),
          },
          {
            path: 'working/:practiceId/:questionNo?',
            handle: paperHandle,
            lazy: async () => ({ Component: (await import('../features/working/WorkingPage')).WorkingPage }),
          },
          {
            path: 'result/:practiceId',
            handle: paperHandle,
            lazy: async () => ({ Component: (await import('../features/review/ResultPage')).ResultPage }),
          },
          {
            path: 'solution/:practiceId/:questionNo?',
            handle: paperHandle,
            lazy: async () => ({ Component: (await import('../features/review/SolutionPage')).SolutionPage }),
          },
          {
            path: 'practice-history',
            lazy: async () => ({ Component: (await import('../features/history/HistoryPage')).HistoryPage }),
          },
          {
            path: 'bookmarks',
            lazy: async () => ({ Component: (await import('../features/bookmarks/BookmarksPage')).BookmarksPage }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }),
          },
          {
            path: 'more',
            handle: moreHandle,
            lazy: async () => ({ Component: (await import('../features/profile/MorePage')).MorePage }),
          },
          {
            path: 'manage-categories',
            lazy: async () => ({ Component: (await import('../features/admin/CategoriesPage')).CategoriesPage }),
          },
          {
            path: 'manage-subjects',
            lazy: async () => ({ Component: (await import('../features/admin/SubjectsPage')).SubjectsPage }),
          },
          {
            path: 'manage-chapters',
            lazy: async () => ({ Component: (await import('../features/admin/ChaptersPage')).ChaptersPage }),
          },
          {
            path: 'manage-chapter/:chapterId',
            handle: moreHandle,
            lazy: async () => ({ Component: (await import('../features/admin/ChapterNotesPage')).ChapterNotesPage }),
          },
          {
            path: 'manage-questions',
            lazy: async () => ({ Component: (await import('../features/admin/QuestionsPage')).QuestionsPage }),
          },
          {
            path: 'manage-question/:questionId',
            handle: moreHandle,
            lazy: async () => ({
              Component: (await import('../features/admin/QuestionEditorPage')).QuestionEditorPage,
            }),
          },
          {
            path: 'reports',
            lazy: async () => ({ Component: (await import('../features/admin/ReportsPage')).ReportsPage }),
          },
          {
            path: 'admins',
            lazy: async () => ({ Component: (await import('../features/admin/AdminsPage')).AdminsPage }),
          },
          { path: '*', element: <Navigate to="/app/" replace /> },
        ],
      },
      { path: '*', Component: UnknownPathRedirect },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
