import { describe, expect, it } from 'vitest';
import { canOpen, landingPath, type MenuRole, menuEntries, menuTable, tabEntries, toMenuRole } from './menu';
import { menuIcons } from './shell/menuIcons';

const noLinks = { hasTeacherLinks: false };
const paths = (role: MenuRole, context = noLinks) => menuEntries(role, context).map((entry) => entry.path);

describe('menu table', () => {
  it('has an icon for every page a menu shows', () => {
    const shown = Object.values(menuTable).flatMap((role) => role.entries.filter((entry) => entry.exists));
    expect(shown.filter((entry) => !menuIcons[entry.path]).map((entry) => entry.path)).toEqual([]);
  });

  it('lists every spec entry of the student in the spec order', () => {
    expect(menuTable.student.entries.map((entry) => entry.path)).toEqual([
      'free-practice',
      'assignments',
      'my-teachers',
      'practice-history',
      'statistics',
      'bookmarks',
    ]);
  });

  it('gives schools my-teachers and other teachers my-schools', () => {
    expect(menuTable.school.entries.map((entry) => entry.path)).toContain('my-teachers');
    expect(menuTable.school.entries.map((entry) => entry.path)).not.toContain('my-schools');
    expect(menuTable.teacher.entries.map((entry) => entry.path)).toContain('my-schools');
    expect(menuTable.teacher.entries.map((entry) => entry.path)).not.toContain('my-teachers');
  });

  it('maps stored roles to menus, a teacher with isSchool being a school', () => {
    expect(toMenuRole('teacher', true)).toBe('school');
    expect(toMenuRole('teacher', false)).toBe('teacher');
    expect(toMenuRole('student', false)).toBe('student');
    expect(toMenuRole('super-admin', false)).toBe('super-admin');
    expect(toMenuRole(null, false)).toBeNull();
  });
});

describe('menu entries', () => {
  it('show only pages that exist', () => {
    expect(paths('student')).toEqual(['free-practice', 'practice-history', 'statistics', 'bookmarks']);
    expect(paths('student', { hasTeacherLinks: true })).toEqual([
      'free-practice',
      'assignments',
      'my-teachers',
      'practice-history',
      'statistics',
      'bookmarks',
    ]);
    expect(paths('teacher')).toEqual([
      'create-assignment',
      'my-schools',
      'my-classes',
      'my-students',
      'assignments',
      'bookmarks',
    ]);
    expect(paths('school')).toEqual([
      'create-assignment',
      'my-teachers',
      'my-classes',
      'my-students',
      'assignments',
      'bookmarks',
    ]);
    expect(paths('admin')).toEqual(['manage-questions', 'manage-blogs', 'reports', 'settings']);
    expect(paths('super-admin')).toEqual([
      'manage-categories',
      'manage-subjects',
      'manage-chapters',
      'manage-questions',
      'manage-blogs',
      'automation',
      'admins',
      'users',
      'reports',
      'settings',
    ]);
  });

  it('never list a page that does not exist, whoever asks', () => {
    for (const role of Object.keys(menuTable) as MenuRole[]) {
      for (const entry of menuEntries(role, { hasTeacherLinks: true })) expect(entry.exists).toBe(true);
    }
  });
});

describe('landing page', () => {
  it('is free practice for a student', () => {
    expect(landingPath('student', noLinks)).toBe('free-practice');
  });

  it('is create-assignment for a teacher and a school', () => {
    expect(landingPath('teacher', noLinks)).toBe('create-assignment');
    expect(landingPath('school', noLinks)).toBe('create-assignment');
  });

  it('is manage-questions for an admin and manage-categories for a super-admin', () => {
    expect(landingPath('admin', noLinks)).toBe('manage-questions');
    expect(landingPath('super-admin', noLinks)).toBe('manage-categories');
  });

  it('keeps the catalogue pages to super-admins, the question editor to both', () => {
    expect(canOpen('admin', 'manage-categories', noLinks)).toBe(false);
    expect(canOpen('admin', 'manage-chapter/x', noLinks)).toBe(false);
    expect(canOpen('admin', 'manage-question/x', noLinks)).toBe(true);
    expect(canOpen('super-admin', 'manage-chapter/x', noLinks)).toBe(true);
    expect(canOpen('super-admin', 'admins', noLinks)).toBe(true);
    expect(canOpen('admin', 'admins', noLinks)).toBe(false);
    expect(canOpen('super-admin', 'users', noLinks)).toBe(true);
    expect(canOpen('admin', 'users', noLinks)).toBe(false);
  });
});

describe('phone tabs', () => {
  it('show free practice, history, statistics, bookmarks and profile to a student', () => {
    expect(tabEntries('student', noLinks).map((tab) => (tab === 'profile' ? tab : tab.path))).toEqual([
      'free-practice',
      'practice-history',
      'statistics',
      'bookmarks',
      'profile',
    ]);
  });

  it('show new assignment, my students, assignments, bookmarks and profile to a teacher; a school has my teachers too, six tabs as the spec has them', () => {
    expect(tabEntries('teacher', noLinks).map((tab) => (tab === 'profile' ? tab : tab.path))).toEqual([
      'create-assignment',
      'my-students',
      'assignments',
      'bookmarks',
      'profile',
    ]);
    expect(tabEntries('school', noLinks).map((tab) => (tab === 'profile' ? tab : tab.path))).toEqual([
      'create-assignment',
      'my-teachers',
      'my-students',
      'assignments',
      'bookmarks',
      'profile',
    ]);
  });

  it('are not shown to admins', () => {
    expect(tabEntries('admin', noLinks)).toEqual([]);
    expect(tabEntries('super-admin', noLinks)).toEqual([]);
  });
});

describe('canOpen', () => {
  it('lets everyone open the profile and more pages', () => {
    for (const role of Object.keys(menuTable) as MenuRole[]) {
      expect(canOpen(role, 'profile', noLinks)).toBe(true);
      expect(canOpen(role, 'more', noLinks)).toBe(true);
    }
  });

  it('keeps free practice to students', () => {
    expect(canOpen('student', 'free-practice', noLinks)).toBe(true);
    expect(canOpen('teacher', 'free-practice', noLinks)).toBe(false);
    expect(canOpen('admin', 'free-practice', noLinks)).toBe(false);
  });

  it('refuses assignments to a student without a teacher', () => {
    expect(canOpen('student', 'assignments', noLinks)).toBe(false);
    expect(canOpen('student', 'assignments', { hasTeacherLinks: true })).toBe(true);
  });

  it('lets teachers and schools open their bookmarks', () => {
    expect(canOpen('teacher', 'bookmarks', noLinks)).toBe(true);
    expect(canOpen('school', 'bookmarks', noLinks)).toBe(true);
    expect(canOpen('admin', 'bookmarks', noLinks)).toBe(false);
  });

  it("lets a teacher open a student's history, result and solution, and the question copy editor, never working", () => {
    for (const path of ['practice-history', 'result/p1', 'solution/p1/2', 'edit-question/q1', 'statistics/s1'])
      expect(canOpen('teacher', path, noLinks)).toBe(true);
    // An assignment's confirm and print pages open from create-assignment, never from the menu.
    for (const path of ['create-assignment', 'confirm-assignment/a1', 'print-assignment/a1'])
      expect(canOpen('teacher', path, noLinks)).toBe(true);
    expect(canOpen('teacher', 'assignment-result/a1', noLinks)).toBe(true);
    expect(canOpen('school', 'assignment-submission/a1/s1/2', noLinks)).toBe(true);
    expect(canOpen('student', 'assignment-result/a1', { hasTeacherLinks: true })).toBe(false);
    expect(canOpen('teacher', 'working/p1/1', noLinks)).toBe(false);
    expect(canOpen('student', 'edit-question/q1', noLinks)).toBe(false);
    // My teachers is in the menu only with links, but its URL always opens (it then says there is no teacher).
    expect(canOpen('student', 'my-teachers', noLinks)).toBe(true);
    expect(paths('student')).not.toContain('my-teachers');
  });

  it("lets a student open a paper's working, result and solution pages, which have no menu entry", () => {
    expect(canOpen('student', 'working/p1/1', noLinks)).toBe(true);
    expect(canOpen('student', 'result/p1', noLinks)).toBe(true);
    expect(canOpen('student', 'solution/p1/2', noLinks)).toBe(true);
    expect(canOpen('teacher', 'working/p1/1', noLinks)).toBe(false);
  });
});

describe("a parent's menu (issue 26.6)", () => {
  const parentOnly = { hasTeacherLinks: false };
  const teaching = { hasTeacherLinks: false, hasParentTeaching: true };

  it('is a teacher account with isParent', () => {
    expect(toMenuRole('teacher', false, true)).toBe('parent');
    expect(toMenuRole('teacher', true, true)).toBe('school');
  });

  it('says my children, lands on their work, and hides classes and assignments until asked for', () => {
    expect(menuEntries('parent', parentOnly).map((entry) => entry.label)).toEqual(['myChildren', 'bookmarks']);
    expect(landingPath('parent', parentOnly)).toBe('my-students');
    expect(canOpen('parent', 'create-assignment', parentOnly)).toBe(false);
    expect(canOpen('parent', 'my-classes', parentOnly)).toBe(false);
    expect(canOpen('parent', 'statistics/s1', parentOnly)).toBe(true);
    expect(canOpen('parent', 'practice-history', parentOnly)).toBe(true);
  });

  it('shows classes and assignment creation once the parent turns them on', () => {
    expect(paths('parent', teaching)).toEqual([
      'my-students',
      'create-assignment',
      'my-classes',
      'assignments',
      'bookmarks',
    ]);
    expect(landingPath('parent', teaching)).toBe('my-students');
    expect(tabEntries('parent', teaching).length).toBeLessThanOrEqual(5);
  });
});
