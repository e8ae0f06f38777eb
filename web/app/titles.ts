import type { TranslationKey } from '../i18n/keys';

/**
 * The document title of each route, from the `core` texts only (they are always loaded), so the tab, the history
 * list and a screen reader name the page in the user's language before its own texts arrive. Menu pages reuse
 * their menu label; pages opened from other pages have their own.
 */
const appTitles: Record<string, TranslationKey> = {
  'free-practice': 'shell.entries.freePractice',
  assignments: 'shell.entries.assignments',
  'my-teachers': 'shell.entries.myTeachers',
  'my-schools': 'shell.entries.mySchools',
  'my-classes': 'shell.entries.myClasses',
  'my-students': 'shell.entries.myStudents',
  'create-assignment': 'shell.entries.createAssignment',
  'practice-history': 'shell.entries.practiceHistory',
  statistics: 'shell.entries.statistics',
  bookmarks: 'shell.entries.bookmarks',
  'manage-categories': 'shell.entries.manageCategories',
  'manage-subjects': 'shell.entries.manageSubjects',
  'manage-chapters': 'shell.entries.manageChapters',
  'manage-questions': 'shell.entries.manageQuestions',
  'manage-blogs': 'shell.entries.manageBlogs',
  automation: 'shell.entries.automation',
  reports: 'shell.entries.reports',
  admins: 'shell.entries.admins',
  users: 'shell.entries.users',
  settings: 'shell.entries.settings',
  profile: 'shell.entries.profile',
  working: 'titles.working',
  result: 'titles.result',
  solution: 'titles.solution',
  'edit-question': 'titles.editQuestion',
  'confirm-assignment': 'titles.confirmAssignment',
  'print-assignment': 'titles.printAssignment',
  'assignment-result': 'titles.assignmentResult',
  'assignment-submission': 'titles.assignmentSubmission',
  'manage-chapter': 'titles.chapterNotes',
  'manage-question': 'titles.editQuestion',
  'manage-blog': 'titles.editBlog',
  'ai-usage': 'titles.aiUsage',
  more: 'titles.more',
  pricing: 'titles.pricing',
};

/**
 * The text key naming the page at `pathname`, or null for a page with no name of its own (the app's landing). A
 * parent's students are their children.
 */
export function titleKeyOf(pathname: string, isParent = false): TranslationKey | null {
  if (pathname === '/') return 'titles.signIn';
  if (pathname === '/reset-password') return 'titles.resetPassword';
  const [, root, segment] = pathname.split('/');
  if (root !== 'app' || !segment) return null;
  if (isParent && segment === 'my-students') return 'shell.entries.myChildren';
  return appTitles[segment] ?? 'titles.notFound';
}

export const APP_NAME = 'Paperwise';

/** "Statistics · Paperwise", or the app's name alone. */
export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}
