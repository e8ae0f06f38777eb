import { useSyncExternalStore } from 'react';
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

// Each language is a chunk of its own, so the first screen waits for one bundle, never both.
const bundles: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('./en.json'),
  zh: () => import('./zh-HK.json'),
};

const loaded = new Map<Language, Texts>();
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
  for (const texts of [loaded.get(lang), loaded.get('en')]) {
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

/** Translates outside React (the result follows the current language at the time of the call). */
export const t: Translate = (key, params) => translators[language](key, params);

/** Fetches a language's texts once; later calls resolve at once. */
export async function loadLanguage(next: Language): Promise<void> {
  if (loaded.has(next)) return;
  const bundle = await bundles[next]();
  loaded.set(next, bundle.default);
}

/** Switches the interface once the language's texts are here (every component using the texts renders again). */
export async function changeLanguage(next: Language): Promise<void> {
  await loadLanguage(next);
  if (language === next) return;
  language = next;
  setDocumentLanguage();
  for (const listener of listeners) listener();
}

/** The interface language's texts: main.tsx renders once they are here. */
export const i18nReady: Promise<void> = loadLanguage(language);

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
