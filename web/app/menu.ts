import type { Role } from '../../common/roles';

/**
 * Whose menu it is: a school is a teacher account with isSchool, and a parent one with isParent; their menus differ,
 * so each is a role here (the server's role, and what it allows, stays teacher).
 */
export type MenuRole = 'student' | 'teacher' | 'parent' | 'school' | 'admin' | 'super-admin';

interface MenuEntryFields {
  /** the path under /app/, also the entry's id */
  path: string;
  label:
    | 'freePractice'
    | 'assignments'
    | 'myTeachers'
    | 'mySchools'
    | 'myClasses'
    | 'myStudents'
    | 'myChildren'
    | 'createAssignment'
    | 'practiceHistory'
    | 'statistics'
    | 'bookmarks'
    | 'manageCategories'
    | 'manageSubjects'
    | 'manageChapters'
    | 'manageQuestions'
    | 'manageBlogs'
    | 'automation'
    | 'reports'
    | 'admins'
    | 'users'
    | 'settings';
  /** the spec's phone tab bar (students and teachers only) */
  isTab?: boolean;
  /** a shorter name for the tab bar, where a sixth of a phone's width must hold it (shell.tabs.*) */
  tabLabel?: 'createAssignment' | 'freePractice' | 'practiceHistory' | 'myTeachers' | 'myStudents';
  /**
   * shown only when the user has this: a student's assignments and my-teachers need a teacher link; a parent's
   * classes and assignments need the parent to turn them on in Profile
   */
  needs?: 'teacherLinks' | 'parentTeaching';
}

/**
 * An entry of the spec's menu. A page still to come (`exists: false`) stays out of every menu and route. The icons
 * are in shell/menuIcons.ts, with the menus that draw them, so a screen showing no menu loads none.
 */
export type MenuEntry = MenuEntryFields & { exists: boolean };
/** An entry a menu shows: its page exists. */
export type ShownEntry = MenuEntry & { exists: true };

export interface MenuContext {
  hasTeacherLinks: boolean;
  /** a parent turned on classes and assignment creation in Profile */
  hasParentTeaching?: boolean;
}

const teacherPages = [
  'practice-history',
  'result',
  'solution',
  'edit-question',
  'statistics',
  'confirm-assignment',
  'print-assignment',
  'assignment-result',
  'assignment-submission',
] as const;

// Entries more than one role's menu has, the same in each (or with a condition added: `{ ...assignments, needs }`).
const createAssignment: MenuEntry = {
  path: 'create-assignment',
  label: 'createAssignment',
  tabLabel: 'createAssignment',
  exists: true,
  isTab: true,
};
const myClasses: MenuEntry = { path: 'my-classes', label: 'myClasses', exists: true };
const myStudents: MenuEntry = {
  path: 'my-students',
  label: 'myStudents',
  tabLabel: 'myStudents',
  exists: true,
  isTab: true,
};
const assignments: MenuEntry = { path: 'assignments', label: 'assignments', exists: true, isTab: true };
const bookmarks: MenuEntry = { path: 'bookmarks', label: 'bookmarks', exists: true, isTab: true };
const manageQuestions: MenuEntry = { path: 'manage-questions', label: 'manageQuestions', exists: true };
const manageBlogs: MenuEntry = { path: 'manage-blogs', label: 'manageBlogs', exists: true };
const reports: MenuEntry = { path: 'reports', label: 'reports', exists: true };
const settings: MenuEntry = { path: 'settings', label: 'settings', exists: true };

// The spec's menus in the spec's order (learner part section 2, content part section 2). Flip `exists` when a page
// lands; the menus, the phone tabs, the route guard and the landing page all follow from this table.
export const menuTable: Record<
  MenuRole,
  {
    landing: string;
    /** where to land while the spec's landing page is still to come */
    interimLanding?: string;
    entries: MenuEntry[];
    pages?: readonly string[];
  }
> = {
  student: {
    landing: 'free-practice',
    // Pages opened from other pages, never from the menu: a paper, its result and its solutions. My teachers is in
    // the menu only with a teacher link (spec), but stays open to its URL, so removing the last teacher leaves the
    // student on the page, now empty.
    pages: ['working', 'result', 'solution', 'my-teachers'],
    entries: [
      {
        path: 'free-practice',
        label: 'freePractice',
        tabLabel: 'freePractice',
        exists: true,
        isTab: true,
      },
      { ...assignments, needs: 'teacherLinks' },
      { path: 'my-teachers', label: 'myTeachers', exists: true, needs: 'teacherLinks' },
      {
        path: 'practice-history',
        label: 'practiceHistory',
        tabLabel: 'practiceHistory',
        exists: true,
        isTab: true,
      },
      { path: 'statistics', label: 'statistics', exists: true, isTab: true },
      bookmarks,
    ],
  },
  teacher: {
    landing: 'create-assignment',
    // A linked student's practices: their history, results and solutions, and the question copy editor.
    pages: teacherPages,
    entries: [
      createAssignment,
      { path: 'my-schools', label: 'mySchools', exists: true },
      myClasses,
      myStudents,
      assignments,
      bookmarks,
    ],
  },
  // A parent lands on their children's work; classes and assignments are there when the parent asks for them.
  parent: {
    landing: 'my-students',
    pages: teacherPages,
    entries: [
      { path: 'my-students', label: 'myChildren', exists: true, isTab: true },
      { ...createAssignment, needs: 'parentTeaching' },
      { ...myClasses, needs: 'parentTeaching' },
      { ...assignments, needs: 'parentTeaching' },
      bookmarks,
    ],
  },
  school: {
    landing: 'create-assignment',
    pages: teacherPages,
    entries: [
      createAssignment,
      { path: 'my-teachers', label: 'myTeachers', tabLabel: 'myTeachers', exists: true, isTab: true },
      myClasses,
      myStudents,
      assignments,
      // The spec's six phone tabs for a school: new assignment, my teachers, my students, assignments, bookmarks and
      // profile (a student linked to a teacher has six too): short names and the tab bar's smaller text for six hold
      // them at 390 px.
      bookmarks,
    ],
  },
  // The spec's admin menu lists blogs and reports; questions is added because it is the admin's landing page, and
  // the limits and prices because admins read the premium configuration (docs/product-rules.md).
  admin: {
    landing: 'manage-questions',
    pages: ['manage-question', 'manage-blog'],
    entries: [manageQuestions, manageBlogs, reports, settings],
  },
  // The spec's super-admin menu, plus questions and automation, which it can open but the spec's menu omits.
  'super-admin': {
    landing: 'manage-categories',
    // AI usage opens from the users page (web/components/ai/AiUsageLink).
    pages: ['manage-chapter', 'manage-question', 'manage-blog', 'ai-usage'],
    entries: [
      { path: 'manage-categories', label: 'manageCategories', exists: true },
      { path: 'manage-subjects', label: 'manageSubjects', exists: true },
      { path: 'manage-chapters', label: 'manageChapters', exists: true },
      manageQuestions,
      manageBlogs,
      { path: 'automation', label: 'automation', exists: true },
      { path: 'admins', label: 'admins', exists: true },
      { path: 'users', label: 'users', exists: true },
      reports,
      settings,
    ],
  },
};

/** Pages every signed-in user has, outside the role menus: the bottom menu's profile and the more page. */
export const commonPaths = ['profile', 'more', 'pricing'] as const;

export function toMenuRole(role: Role | null, isSchool: boolean, isParent = false): MenuRole | null {
  if (role === 'teacher') return isSchool ? 'school' : isParent ? 'parent' : 'teacher';
  return role;
}

function isShown(entry: MenuEntry, context: MenuContext): entry is ShownEntry {
  if (!entry.exists) return false;
  if (entry.needs === 'teacherLinks') return context.hasTeacherLinks;
  if (entry.needs === 'parentTeaching') return context.hasParentTeaching === true;
  return true;
}

/** The side menu and drawer entries of a role, in the spec's order. */
export function menuEntries(role: MenuRole, context: MenuContext): ShownEntry[] {
  return menuTable[role].entries.filter((entry) => isShown(entry, context));
}

/** The phone tab bar: students and teachers (schools too) only; profile always closes it. */
export function tabEntries(role: MenuRole, context: MenuContext): Array<ShownEntry | 'profile'> {
  if (role === 'admin' || role === 'super-admin') return [];
  return [...menuEntries(role, context).filter((entry) => entry.isTab), 'profile'];
}

/** The spec's default page when it exists, else the first page of the menu, else the profile. */
export function landingPath(role: MenuRole, context: MenuContext): string {
  const entries = menuEntries(role, context);
  const { landing: spec, interimLanding } = menuTable[role];
  if (entries.some((entry) => entry.path === spec)) return spec;
  if (interimLanding && entries.some((entry) => entry.path === interimLanding)) return interimLanding;
  return entries[0]?.path ?? 'profile';
}

/** Whether a role may open a page under /app/ (its first path segment), so typed URLs follow the menu too. */
export function canOpen(role: MenuRole, path: string, context: MenuContext): boolean {
  const segment = path.split('/')[0] ?? '';
  if ((commonPaths as readonly string[]).includes(segment)) return true;
  if (menuTable[role].pages?.includes(segment)) return true;
  return menuEntries(role, context).some((entry) => entry.path === segment);
}
