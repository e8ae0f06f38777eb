import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadTexts, type TextPart } from '../i18n/i18n';
import { prefetchVisitPractice } from '../lib/practices';
import { matchPath, type Params } from '../lib/router';

// The app's pages under /app/, each its own chunk, and what the shell needs to know of them. A module of its own, so
// that the shell reads it without importing the router that loads the shell (no import circle).

export type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A page's chunk and the parts of the texts it shows beyond `core`, loaded together on its first visit, or earlier
 * through `preload` (preloadRoute).
 */
export function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  texts: TextPart[] = [],
): Page {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= Promise.all([load(), loadTexts(texts)]).then(([module]) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

interface AppPage {
  /** under /app/ */
  path: string;
  Page: Page;
  /** the page has its own back button, so the phone tab bar stays hidden (spec: tabs only on pages without one); a
   *  paper, its result and its solutions want the whole phone screen */
  hasBackButton?: boolean;
  /** asks for the page's own data when a page load opens it, beside its chunk (preloadRoute) */
  prefetch?: (queryClient: QueryClient, params: Params) => void;
}

export const appPages: AppPage[] = [
  {
    path: 'free-practice',
    Page: page(() => import('../features/practice/FreePracticePage'), 'FreePracticePage', ['ai']),
  },
  {
    path: 'working/:practiceId/:questionNo?',
    // An AI paper's parts and their texts come with the paper that needs them (features/working/useAiPaper.ts).
    Page: page(() => import('../features/working/WorkingPage'), 'WorkingPage'),
    hasBackButton: true,
    prefetch: (queryClient, { practiceId }) => {
      if (practiceId) prefetchVisitPractice(queryClient, practiceId);
    },
  },
  {
    path: 'result/:practiceId',
    Page: page(() => import('../features/review/ResultPage'), 'ResultPage', ['pages', 'ai']),
    hasBackButton: true,
  },
  {
    path: 'solution/:practiceId/:questionNo?',
    // A teacher repeats a question as an assignment from here (web/components/assignments' dialog).
    Page: page(() => import('../features/review/SolutionPage'), 'SolutionPage', ['pages', 'ai', 'assignments']),
    hasBackButton: true,
  },
  {
    path: 'edit-question/:questionId',
    Page: page(() => import('../features/review/EditQuestionPage'), 'EditQuestionPage', ['pages']),
    hasBackButton: true,
  },
  {
    path: 'create-assignment',
    Page: page(() => import('../features/assignments/CreateAssignmentPage'), 'CreateAssignmentPage', [
      'assignments',
      'ai',
    ]),
  },
  {
    path: 'confirm-assignment/:assignmentId',
    Page: page(() => import('../features/assignments/ConfirmAssignmentPage'), 'ConfirmAssignmentPage', [
      'assignments',
      'pages',
      'admin',
      'ai',
    ]),
    hasBackButton: true,
  },
  {
    path: 'print-assignment/:assignmentId',
    Page: page(() => import('../features/assignments/PrintAssignmentPage'), 'PrintAssignmentPage', ['assignments']),
    hasBackButton: true,
  },
  {
    path: 'assignments',
    Page: page(() => import('../features/assignments/AssignmentsPage'), 'AssignmentsPage', ['assignments']),
  },
  {
    path: 'assignment-result/:assignmentId',
    Page: page(() => import('../features/assignments/AssignmentResultPage'), 'AssignmentResultPage', ['assignments']),
    hasBackButton: true,
  },
  {
    path: 'assignment-submission/:assignmentId/:studentId/:index?',
    Page: page(() => import('../features/assignments/AssignmentSubmissionPage'), 'AssignmentSubmissionPage', [
      'assignments',
    ]),
    hasBackButton: true,
  },
  { path: 'practice-history', Page: page(() => import('../features/history/HistoryPage'), 'HistoryPage', ['pages']) },
  // A student's teachers, or a school's: one path, two pages (web/app/TeachersRoute).
  {
    path: 'my-teachers',
    Page: page(() => import('./TeachersRoute'), 'TeachersRoute', ['pages', 'classes']),
  },
  {
    path: 'my-students',
    Page: page(() => import('../features/links/MyStudentsPage'), 'MyStudentsPage', ['pages', 'classes']),
  },
  {
    path: 'my-classes',
    Page: page(() => import('../features/classes/MyClassesPage'), 'MyClassesPage', ['pages', 'classes']),
  },
  {
    path: 'my-schools',
    Page: page(() => import('../features/schools/MySchoolsPage'), 'MySchoolsPage', ['pages', 'classes']),
  },
  {
    path: 'statistics/:studentId?',
    Page: page(() => import('../features/statistics/StatisticsPage'), 'StatisticsPage', ['statistics']),
  },
  { path: 'bookmarks', Page: page(() => import('../features/bookmarks/BookmarksPage'), 'BookmarksPage', ['pages']) },
  { path: 'profile', Page: page(() => import('../features/profile/ProfilePage'), 'ProfilePage', ['pages']) },
  { path: 'pricing', Page: page(() => import('../features/billing/PricingPage'), 'PricingPage', ['billing']) },
  {
    path: 'more',
    Page: page(() => import('../features/profile/MorePage'), 'MorePage', ['pages']),
    hasBackButton: true,
  },
  {
    path: 'manage-categories',
    Page: page(() => import('../features/admin/CategoriesPage'), 'CategoriesPage', ['admin']),
  },
  { path: 'manage-subjects', Page: page(() => import('../features/admin/SubjectsPage'), 'SubjectsPage', ['admin']) },
  { path: 'manage-chapters', Page: page(() => import('../features/admin/ChaptersPage'), 'ChaptersPage', ['admin']) },
  {
    path: 'manage-chapter/:chapterId',
    Page: page(() => import('../features/admin/ChapterNotesPage'), 'ChapterNotesPage', ['admin', 'ai']),
    hasBackButton: true,
  },
  { path: 'manage-questions', Page: page(() => import('../features/admin/QuestionsPage'), 'QuestionsPage', ['admin']) },
  {
    path: 'manage-question/:questionId',
    Page: page(() => import('../features/admin/QuestionEditorPage'), 'QuestionEditorPage', ['admin']),
    hasBackButton: true,
  },
  {
    path: 'manage-blogs',
    Page: page(() => import('../features/blogs/ManageBlogsPage'), 'ManageBlogsPage', ['admin', 'blogs']),
  },
  {
    path: 'manage-blog/:blogId',
    Page: page(() => import('../features/blogs/BlogEditorPage'), 'BlogEditorPage', ['admin', 'blogs', 'ai']),
    hasBackButton: true,
  },
  { path: 'reports', Page: page(() => import('../features/admin/ReportsPage'), 'ReportsPage', ['admin']) },
  { path: 'admins', Page: page(() => import('../features/admin/AdminsPage'), 'AdminsPage', ['admin']) },
  { path: 'settings', Page: page(() => import('../features/settings/SettingsPage'), 'SettingsPage', ['admin']) },
  { path: 'users', Page: page(() => import('../features/billing/UsersPage'), 'UsersPage', ['billing', 'ai']) },
  { path: 'ai-usage', Page: page(() => import('../features/ai/AiUsagePage'), 'AiUsagePage', ['ai']) },
  { path: 'automation', Page: page(() => import('../features/ai/AutomationPage'), 'AutomationPage', ['ai']) },
];

/** The first segment of every page's path under /app/ (web/app/titles.ts names each one). */
export const appPageSegments = appPages.map((entry) => entry.path.split('/')[0] ?? '');

/** Whether the page at this path has its own back button (the shell then hides the phone tab bar). */
export function hasBackButton(pathname: string): boolean {
  return appPages.some((entry) => entry.hasBackButton && matchPath(`/app/${entry.path}`, pathname) !== null);
}
