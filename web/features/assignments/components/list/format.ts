import type { Language } from '../../../../../common/profile';

/** A due date or a finishing time as Hong Kong readers write it, in the interface's language. */
export function formatDateTime(at: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}
