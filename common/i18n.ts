import { z } from 'zod';
import type { Language } from './profile';

/** A text held per language. */
export const Localized = z.object({ en: z.string(), zh: z.string() });
export type Localized = z.infer<typeof Localized>;

/** The text in the asked language, falling back to the other one when it is empty. */
export function pickText(text: Localized, language: Language): string {
  return text[language] || text[language === 'en' ? 'zh' : 'en'];
}
