import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../common/profile';
import en from './en.json';
import { detectLanguage, htmlLang, storeLanguage } from './language';
import zhHK from './zh-HK.json';

export const i18n = i18next.createInstance();

// Both bundles are small JSON files, so they ship in the first chunk and switching language never waits for a fetch.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zhHK } },
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

/** Switches the interface at once and remembers the choice for the next visit. */
export function applyLanguage(language: Language): void {
  storeLanguage(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
