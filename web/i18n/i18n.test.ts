import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../common/errors';
import enAdmin from './en/admin.json';
import enAi from './en/ai.json';
import enAssignments from './en/assignments.json';
import enBilling from './en/billing.json';
import enBlogs from './en/blogs.json';
import enClasses from './en/classes.json';
import enCore from './en/core.json';
import enPages from './en/pages.json';
import enStatistics from './en/statistics.json';
import { changeLanguage, currentLanguage, type TextPart, t } from './i18n';
import { htmlLang, languageFromBrowser } from './language';
import zhAdmin from './zh-HK/admin.json';
import zhAi from './zh-HK/ai.json';
import zhAssignments from './zh-HK/assignments.json';
import zhBilling from './zh-HK/billing.json';
import zhBlogs from './zh-HK/blogs.json';
import zhClasses from './zh-HK/classes.json';
import zhCore from './zh-HK/core.json';
import zhPages from './zh-HK/pages.json';
import zhStatistics from './zh-HK/statistics.json';

const enParts = {
  core: enCore,
  pages: enPages,
  admin: enAdmin,
  assignments: enAssignments,
  classes: enClasses,
  statistics: enStatistics,
  ai: enAi,
  billing: enBilling,
  blogs: enBlogs,
};
const zhParts = {
  core: zhCore,
  pages: zhPages,
  admin: zhAdmin,
  assignments: zhAssignments,
  classes: zhClasses,
  statistics: zhStatistics,
  ai: zhAi,
  billing: zhBilling,
  blogs: zhBlogs,
};
const en = Object.assign({}, ...Object.values(enParts));
const zhHK = Object.assign({}, ...Object.values(zhParts));

// Plural suffixes (Intl.PluralRules categories): English needs _one and _other, Chinese only _other; one key.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function keySet(bundle: unknown): Set<string> {
  return new Set(flatten(bundle).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function valueAt(bundle: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[key]; // walking parsed JSON: every object is a plain record
  }, bundle);
}

describe('translations', () => {
  it('keep each top-level group in one part, the same in both languages', () => {
    const groups = (parts: Record<TextPart, object>) =>
      Object.fromEntries(Object.entries(parts).map(([part, texts]) => [part, Object.keys(texts)]));
    expect(groups(zhParts)).toEqual(groups(enParts));
    const all = Object.values(enParts).flatMap((texts) => Object.keys(texts));
    expect(new Set(all).size).toBe(all.length);
  });

  it('have the same keys in English and Traditional Chinese', () => {
    const english = keySet(en);
    const chinese = keySet(zhHK);
    expect([...english].filter((key) => !chinese.has(key))).toEqual([]);
    expect([...chinese].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const bundle of [en, zhHK]) {
      const empty = flatten(bundle).filter((key) => valueAt(bundle, key) === '');
      expect(empty).toEqual([]);
    }
  });

  it.each(errorCodes)('translate the error code %s in both languages', (code) => {
    expect(typeof valueAt(en, `errors.${code}`)).toBe('string');
    expect(typeof valueAt(zhHK, `errors.${code}`)).toBe('string');
  });

  it('keep the same {{variables}} in both languages', () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();
    for (const key of flatten(en)) {
      const chineseKey = PLURAL_SUFFIX.test(key) ? key.replace(PLURAL_SUFFIX, '_other') : key;
      expect({ key, variables: variables(valueAt(zhHK, chineseKey)) }).toEqual({
        key,
        variables: variables(valueAt(en, key)),
      });
    }
  });
});

describe('language choice', () => {
  it('gives any Chinese browser the Chinese interface', () => {
    expect(languageFromBrowser(['zh-HK', 'en'])).toBe('zh');
    expect(languageFromBrowser(['zh-CN'])).toBe('zh');
    expect(languageFromBrowser(['en-GB', 'zh-HK'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('marks Chinese pages as Hong Kong Chinese', () => {
    expect(htmlLang('zh')).toBe('zh-HK');
    expect(htmlLang('en')).toBe('en');
  });
});

describe('translate', () => {
  it('fills placeholders and picks the plural form for the language', async () => {
    await changeLanguage('en');
    expect(t('working.timer.minutesLeft', { count: 1 })).toBe('1 minute left');
    expect(t('working.timer.minutesLeft', { count: 5 })).toBe('5 minutes left');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('zh');
    expect(currentLanguage()).toBe('zh');
    expect(t('working.timer.minutesLeft', { count: 1 })).toBe(
      zhHK.working.timer.minutesLeft_other.replace('{{count}}', '1'),
    );
    expect(document.documentElement.lang).toBe('zh-HK');
    await changeLanguage('en');
  });

  it('leaves an unknown placeholder visible and shows the key of a missing text', () => {
    expect(t('working.save.savedAt', {})).toBe(en.working.save.savedAt);
    // @ts-expect-error: a key that is not in en.json fails tsc; at run time it shows itself
    expect(t('no.such.key')).toBe('no.such.key');
  });
});

// Which parts of the texts each folder's screens can count on: core always, and what their routes load
// (web/app/router.tsx). A page that used a text from a part its route does not load would show the bare key.
const partsOfFolder: Array<[folder: string, parts: TextPart[]]> = [
  ['features/admin', ['core', 'admin']],
  ['features/auth', ['core', 'pages']],
  ['features/billing', ['core', 'billing']],
  ['features/blogs', ['core', 'admin', 'blogs']],
  ['features/bookmarks', ['core', 'pages']],
  ['features/history', ['core', 'pages']],
  ['features/links', ['core', 'pages']],
  ['features/classes', ['core', 'classes']],
  ['features/schools', ['core', 'pages', 'classes']],
  ['features/profile', ['core', 'pages']],
  // The solution screen offers a teacher the repeat-assignment dialog (web/components/assignments) and a student the AI
  // repeat; its route and the result's load the ai part.
  ['features/review', ['core', 'pages', 'assignments', 'ai']],
  // Create and print load assignments; confirm adds pages (the question editor's texts) and admin (SortableRows).
  // Create and confirm offer the AI tabs and AI questions (web/components/ai): their routes load the ai part.
  ['features/assignments/components/create', ['core', 'assignments', 'ai']],
  ['features/assignments/components/print', ['core', 'assignments']],
  ['features/assignments/components/confirm', ['core', 'assignments', 'pages', 'ai']],
  ['features/statistics', ['core', 'statistics']],
  ['features/practice', ['core']],
  ['features/working', ['core']],
  ['features/ai', ['core', 'ai']],
  // Shared widgets that speak a part of their own sit in a folder named after it; the routes that show them load it.
  ['components', ['core']],
  // Dialogs that load their texts' part before they open.
  ['components/PremiumDialog.tsx', ['core', 'billing']],
  ['components/ContactUsDialog.tsx', ['core', 'pages']],
  // The question-copy editor's labels, for the practice copy's editor (review) and the assignment's (confirm): both
  // routes load pages.
  ['components/questionCopyLabels.ts', ['core', 'pages']],
  ['components/ai', ['core', 'ai']],
  ['components/admin', ['core', 'admin']],
  ['components/assignments', ['core', 'assignments', 'ai']],
  ['components/classes', ['core', 'classes']],
  ['components/links', ['core', 'pages']],
  ['app', ['core']],
  ['lib', ['core']],
];

/** A folder's source files (or a file itself), but for those under a subfolder or file the table names on its own row. */
function sourceFiles(folder: string, own: string[]): string[] {
  if (/\.tsx?$/.test(folder)) return [folder];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !own.some((sub) => file === sub || file.startsWith(`${sub}${path.sep}`)))
    .map((file) => path.join(folder, file));
}

describe('text parts', () => {
  const webDir = path.join(import.meta.dirname, '..');
  const partOfGroup = new Map(
    Object.entries(enParts).flatMap(([part, texts]) => Object.keys(texts).map((group) => [group, part as TextPart])),
  );

  it.each(partsOfFolder)('%s uses only texts from the parts its routes load', (folder, parts) => {
    const misplaced: string[] = [];
    const subfolders = partsOfFolder
      .map(([other]) => other)
      .filter((other) => other.startsWith(`${folder}/`))
      .map((other) => other.slice(folder.length + 1));
    for (const file of sourceFiles(path.join(webDir, folder), subfolders)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)) {
        const group = match[1] ?? '';
        const part = partOfGroup.get(group);
        if (!part || !parts.includes(part)) misplaced.push(`${path.relative(webDir, file)}: ${group} (${part})`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
