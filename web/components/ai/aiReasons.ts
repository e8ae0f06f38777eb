import { aiFailureReasons } from '../../../common/ai';
import type { Translate } from '../../i18n/i18n';

type Reason = (typeof aiFailureReasons)[number];

/**
 * Why an AI job failed, in the reader's language (`ai.reasons.<code>`, AiJobView.reason), to follow the screen's own
 * "AI could not …" sentence; empty when the job gave none or one this version does not know.
 */
export function aiFailureText(t: Translate, reason: string | null | undefined): string {
  return aiFailureReasons.includes(reason as Reason) ? t(`ai.reasons.${reason as Reason}`) : '';
}
