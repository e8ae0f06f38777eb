import {
  IconArticle,
  IconBook2,
  IconBookmark,
  IconBuildingCommunity,
  IconCategory,
  IconChalkboard,
  IconChartLine,
  IconClipboardList,
  IconFilePlus,
  IconFlag,
  IconHistory,
  IconListNumbers,
  IconPencil,
  IconQuestionMark,
  IconRobot,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUserSearch,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

type MenuIcon = typeof IconUserCircle;

/**
 * The icon of each page a menu can show, by its path (web/app/menu.ts), and the profile's. Drawn by the desktop menu,
 * the phone's drawer and its tabs, which load apart from the shell: a screen that shows no menu (a paper on a phone)
 * loads no icon. menu.test.ts checks that every page in a menu has one here.
 */
export const menuIcons: Partial<Record<string, MenuIcon>> = {
  'free-practice': IconPencil,
  assignments: IconClipboardList,
  'my-teachers': IconChalkboard,
  'practice-history': IconHistory,
  statistics: IconChartLine,
  bookmarks: IconBookmark,
  'create-assignment': IconFilePlus,
  'my-schools': IconBuildingCommunity,
  'my-classes': IconUsersGroup,
  'my-students': IconUsers,
  'manage-questions': IconQuestionMark,
  'manage-blogs': IconArticle,
  reports: IconFlag,
  'manage-categories': IconCategory,
  'manage-subjects': IconBook2,
  'manage-chapters': IconListNumbers,
  automation: IconRobot,
  admins: IconShieldLock,
  users: IconUserSearch,
  settings: IconSettings,
};

export const profileIcon = IconUserCircle;
