import type { Translate } from '../../i18n/i18n';
import { isApiError } from '../../lib/api';

/**
 * The bank has too few questions for the paper asked for (`not_enough_questions`): which kind, how many there are and
 * how many were asked for. Null for any other error.
 */
export function notEnoughText(t: Translate, error: unknown): string | null {
  if (!isApiError(error, 'not_enough_questions')) return null;
  const type = String(error.params?.type ?? 'mc');
  const counts = { available: error.params?.available ?? 0, requested: error.params?.requested ?? 0 };
  if (type === 'any') return t('practice.form.notEnoughAny', counts);
  return t('practice.form.notEnough', {
    type: t(`practice.form.typeNames.${type === 'short' || type === 'long' ? type : 'mc'}`),
    ...counts,
  });
}
