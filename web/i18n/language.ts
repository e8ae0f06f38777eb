import type { Language } from '../../common/profile';

/** Where the sign-in page keeps the interface language chosen before anyone signs in. */
export const LANGUAGE_STORAGE_KEY = 'paperwise.language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'zh';
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be blocked (private mode, embedded webviews); the browser's language is a fine fallback.
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Same as above: without storage the choice lasts for this page only, which is still what the user asked for.
  }
}

/** Any Chinese browser language (zh, zh-HK, zh-TW, zh-CN) gets the Traditional Chinese interface. */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  const first = browserLanguages[0] ?? '';
  return first.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function detectLanguage(): Language {
  return readStoredLanguage() ?? languageFromBrowser(navigator.languages ?? [navigator.language]);
}

/** The value for `<html lang>`: our Chinese is Hong Kong Traditional Chinese. */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-HK' : 'en';
}
