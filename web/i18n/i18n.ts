import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../common/profile';
import { detectLanguage, htmlLang, storeLanguage } from './language';

export const i18n = i18next.createInstance();

// Each language is a chunk of its own, so the first screen waits for one bundle, never both (bench/bundle.ts).
const bundles: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('./en.json'),
  zh: () => import('./zh-HK.json'),
};

void i18n.use(initReactI18next).init({
  resources: {},
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = htmlLang(language === 'zh' ? 'zh' : 'en');
}

setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

export function currentLanguage(): Language {
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** Fetches a language's texts once; later calls resolve at once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const bundle = await bundles[language]();
  i18n.addResourceBundle(language, 'translation', bundle.default);
}

/** The interface language's texts: main.tsx renders once they are here. */
export const i18nReady: Promise<void> = loadLanguage(currentLanguage());

/** Switches the interface as soon as the language's texts are here, and remembers the choice for the next visit. */
export function applyLanguage(language: Language): void {
  storeLanguage(language);
  if (i18n.language === language) return;
  loadLanguage(language).then(
    () => i18n.changeLanguage(language),
    (error: unknown) => console.error(`texts for ${language} could not load`, error),
  );
}
