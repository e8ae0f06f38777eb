import type { Config } from '../config';
import type { Usage } from './client';

/** What tokens cost, in millionths of a US dollar, at the configured prices (0 when none are set). */
export function costMicros(usage: Usage, ai: Config['ai']): number {
  const price = ai?.pricePerMTok;
  if (!price) return 0;
  // dollars per million tokens × tokens = micro-dollars
  return Math.round(usage.tokensIn * price.input + usage.tokensOut * price.output);
}
