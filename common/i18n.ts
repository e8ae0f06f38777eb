import type { Language } from './profile';

/** A text held per language. */
export interface Localized {
  en: string;
  zh: string;
}

/** The text in the asked language, falling back to the other one when it is empty. */
export function pickText(text: Localized, language: Language): string {
  return text[language] || text[language === 'en' ? 'zh' : 'en'];
}
