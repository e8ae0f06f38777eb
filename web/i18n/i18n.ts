import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '../../common/profile';
import type { TranslationKey } from './keys';
import { detectLanguage, htmlLang, storeLanguage } from './language';

// Our own small translation runtime: nested keys, {{name}} placeholders and plural forms chosen by Intl.PluralRules
// (`key_one`, `key_other`). It is all the app needs, and it keeps i18next's ~17 KB out of every screen's first load
// (bench/bundle.ts).

/** Values for a text's {{placeholders}}; `count` also picks the plural form. */
export type TextParams = Readonly<Record<string, string | number>>;
export type Translate = (key: TranslationKey, params?: TextParams) => string;

type Texts = { readonly [key: string]: string | Texts };

/**
 * The texts come in parts, each a chunk per language, so a screen downloads only what it shows: `core` (the shell,
 * the working screen, the practice form, errors), `pages` (sign-in, profile, results, history, bookmarks) and
 * `admin` (content administration), and one part per later area (`assignments`, `classes`, `statistics`, `ai`,
 * `billing`, `blogs`). A route asks for the parts its page needs (web/app/router.tsx).
 */
export type TextPart =
  | 'core'
  | 'pages'
  | 'admin'
  | 'assignments'
  | 'classes'
  | 'statistics'
  | 'ai'
  | 'billing'
  | 'blogs';
export const textParts: readonly TextPart[] = [
  'core',
  'pages',
  'admin',
  'assignments',
  'classes',
  'statistics',
  'ai',
  'billing',
  'blogs',
];

const bundles: Record<Language, Record<TextPart, () => Promise<{ default: Texts }>>> = {
  en: {
    core: () => import('./en/core.json'),
    pages: () => import('./en/pages.json'),
    admin: () => import('./en/admin.json'),
    assignments: () => import('./en/assignments.json'),
    classes: () => import('./en/classes.json'),
    statistics: () => import('./en/statistics.json'),
    ai: () => import('./en/ai.json'),
    billing: () => import('./en/billing.json'),
    blogs: () => import('./en/blogs.json'),
  },
  zh: {
    core: () => import('./zh-HK/core.json'),
    pages: () => import('./zh-HK/pages.json'),
    admin: () => import('./zh-HK/admin.json'),
    assignments: () => import('./zh-HK/assignments.json'),
    classes: () => import('./zh-HK/classes.json'),
    statistics: () => import('./zh-HK/statistics.json'),
    ai: () => import('./zh-HK/ai.json'),
    billing: () => import('./zh-HK/billing.json'),
    blogs: () => import('./zh-HK/blogs.json'),
  },
};

/** Per language, the texts of the parts loaded so far, merged (parts have distinct top-level keys). */
const loaded: Record<Language, { parts: Set<TextPart>; texts: Record<string, string | Texts> }> = {
  en: { parts: new Set(), texts: {} },
  zh: { parts: new Set(), texts: {} },
};
/** The parts the app has asked for: switching language loads all of them first. */
const wanted = new Set<TextPart>(['core']);
const listeners = new Set<() => void>();
let language: Language = detectLanguage();

function lookup(texts: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = { en: new Intl.PluralRules('en'), zh: new Intl.PluralRules('zh-HK') };
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

function translate(lang: Language, key: string, params?: TextParams): string {
  const count = params?.count;
  const candidates =
    typeof count === 'number' ? [`${key}_${pluralRules[lang].select(count)}`, `${key}_other`, key] : [key];
  for (const texts of [loaded[lang].texts, loaded.en.texts]) {
    for (const candidate of candidates) {
      const text = lookup(texts, candidate);
      if (text === undefined) continue;
      if (!params) return text;
      return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
    }
  }
  // A missing text shows its key, which a browser test or a reader will notice.
  return key;
}

// One function per language, so a component's `t` changes identity (and memos recompute) when the language does.
const translators: Record<Language, Translate> = {
  en: (key, params) => translate('en', key, params),
  zh: (key, params) => translate('zh', key, params),
};

function setDocumentLanguage(): void {
  document.documentElement.lang = htmlLang(language);
}
setDocumentLanguage();

export function currentLanguage(): Language {
  return language;
}

/** Whether a text exists for this key in the current language or in English (the parts loaded so far). */
export function hasText(key: string): boolean {
  return lookup(loaded[language].texts, key) !== undefined || lookup(loaded.en.texts, key) !== undefined;
}

/** Translates outside React (the result follows the current language at the time of the call). */
export const t: Translate = (key, params) => translators[language](key, params);

async function loadParts(lang: Language, parts: Iterable<TextPart>): Promise<void> {
  const missing = [...parts].filter((part) => !loaded[lang].parts.has(part));
  const modules = await Promise.all(missing.map((part) => bundles[lang][part]()));
  for (const [index, part] of missing.entries()) {
    Object.assign(loaded[lang].texts, modules[index]?.default);
    loaded[lang].parts.add(part);
  }
}

/** Fetches these parts of the interface language's texts (once); a page's route awaits them before it shows. */
export async function loadTexts(parts: readonly TextPart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  let lang: Language;
  // A language switch while the parts were on their way: fetch them in the new language too.
  do {
    lang = language;
    await loadParts(lang, parts);
  } while (lang !== language);
}

/** Fetches every part of a language's texts (tests start with both languages complete). */
export function loadLanguage(lang: Language): Promise<void> {
  return loadParts(lang, textParts);
}

/** Switches the interface once the language's texts are here (every component using the texts renders again). */
export async function changeLanguage(next: Language): Promise<void> {
  await loadParts(next, wanted);
  if (language === next) return;
  language = next;
  setDocumentLanguage();
  for (const listener of listeners) listener();
}

/** The interface language's texts: main.tsx renders once they are here. */
export const i18nReady: Promise<void> = loadTexts(['core']);

/** Switches the interface as soon as the language's texts are here, and remembers the choice for the next visit. */
export function applyLanguage(next: Language): void {
  storeLanguage(next);
  changeLanguage(next).catch((error: unknown) => console.error(`texts for ${next} could not load`, error));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language's `t`, and the language; the component renders again when the language changes. */
export function useTranslation(): { t: Translate; language: Language } {
  const current = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: translators[current], language: current };
}

/**
 * Texts in a fixed language whatever the interface's: a printed paper's labels follow the paper's language. Its `t`,
 * and whether those parts have arrived in that language (until then a caller shows nothing rather than a mix).
 */
export function useTextsIn(lang: Language, parts: readonly TextPart[]): { t: Translate; isReady: boolean } {
  const isLoaded = () => parts.every((part) => loaded[lang].parts.has(part));
  const [readyLanguage, setReadyLanguage] = useState<Language | null>(() => (isLoaded() ? lang : null));
  const partsKey = parts.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts are read through their joined key
  useEffect(() => {
    let isMounted = true;
    loadParts(lang, parts).then(
      () => isMounted && setReadyLanguage(lang),
      (error: unknown) => console.error(`texts for ${lang} could not load`, error),
    );
    return () => {
      isMounted = false;
    };
  }, [lang, partsKey]);
  return { t: translators[lang], isReady: readyLanguage === lang || isLoaded() };
}
