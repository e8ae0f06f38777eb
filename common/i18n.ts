import type { Localized } from './localized';
import type { Language } from './profile';

/** A text held per language; its schema is in localized.ts, so this file loads no zod. */
export type { Localized };

/** The text in the asked language, falling back to the other one when it is empty. */
export function pickText(text: Localized, language: Language): string {
  return text[language] || text[language === 'en' ? 'zh' : 'en'];
}
