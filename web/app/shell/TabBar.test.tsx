import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { tabEntries } from '../menu';
import { TabBar } from './TabBar';

function renderTabs(role: 'school' | 'teacher') {
  renderWithProviders(<TabBar tabs={tabEntries(role, { hasTeacherLinks: false })} badge={0} />, {
    path: '/app/my-students',
  });
  return within(screen.getByRole('navigation'));
}

describe("a school's phone tabs", () => {
  it("are the spec's six, in short words that fit a sixth of 390 px, each link keeping its full name", async () => {
    const tabs = renderTabs('school');
    const links = tabs.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'New',
      'Teachers',
      'Students',
      'Assignments',
      'Bookmarks',
      'Profile',
    ]);
    expect(tabs.getByRole('link', { name: 'My teachers' }).textContent).toBe('Teachers');
    expect(tabs.getByRole('link', { name: 'My students' }).getAttribute('aria-current')).toBe('page');
    // Six share the width: the smaller text phones' own tab bars use (11 px, Mantine writes it in rem).
    expect(getComputedStyle(links[3]!.querySelector('p')!).fontSize).toContain('0.6875rem');
  });

  it('say the same in Chinese', async () => {
    await changeLanguage('zh');
    const tabs = renderTabs('school');
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '新增',
      '老師',
      '學生',
      '功課',
      '書籤',
      '個人檔案',
    ]);
    expect(tabs.getByRole('link', { name: '我的老師' })).toBeTruthy();
  });

  it("keep the usual text size for a teacher's five", () => {
    const links = renderTabs('teacher').getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['New', 'Students', 'Assignments', 'Bookmarks', 'Profile']);
    expect(getComputedStyle(links[0]!.querySelector('p')!).fontSize).not.toContain('0.6875rem');
  });
});
