import type { ErrorCode } from '../../../common/errors';
import { PremiumSettingsBody } from '../../../common/premium-settings';
import type { PremiumSettings } from '../../../common/settings';
import type { TranslationKey } from '../../i18n/keys';
import { isErrorCode } from '../../lib/api';

/** The number fields of the form, each by its path in the settings object and its label. */
export interface NumberField {
  path: readonly string[];
  label: TranslationKey;
  /** empty means null (the offer's cap) */
  isNullable?: boolean;
}

export const freeLimitFields: NumberField[] = (
  [
    'questionsPerPractice',
    'practicesPerDay',
    'questionsPerAssignment',
    'assignmentsPerDay',
    'studentsPerTeacher',
  ] as const
).map((key) => ({ path: ['freeLimit', key], label: `admin.settings.freeLimit.${key}` }));

export const dayFields: NumberField[] = (
  ['freeTrialDays', 'ratingRewardDays', 'shareRewardDays', 'moneyBackDays'] as const
).map((key) => ({ path: [key], label: `admin.settings.days.${key}` }));

export const priceFields = (plan: 'student' | 'teacher'): NumberField[] =>
  (['regular', 'limitedTime', 'school'] as const).map((key) => ({
    path: ['prices', plan, key],
    label: `admin.settings.prices.${key}`,
  }));

export const offerFields: NumberField[] = [
  { path: ['limitedTimeOffer', 'cap'], label: 'admin.settings.offer.cap', isNullable: true },
  { path: ['limitedTimeOffer', 'minimumMonths'], label: 'admin.settings.offer.minimumMonths' },
];

/** The settings as typed: a number input holds '' while it is being cleared. */
export type Draft = PremiumSettings;

export function valueAt(draft: Draft, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], draft);
}

export function withValue(draft: Draft, path: readonly string[], value: unknown): Draft {
  const [head, ...rest] = path;
  if (head === undefined) return draft;
  const node = draft as unknown as Record<string, unknown>;
  const next = rest.length === 0 ? value : withValue(node[head] as Draft, rest, value);
  return { ...node, [head]: next } as unknown as Draft;
}

/** Checks the draft with the server's own schema: the settings to send, or an error code per field path. */
export function checkDraft(
  draft: Draft,
): { ok: true; settings: PremiumSettings } | { ok: false; errors: Record<string, ErrorCode> } {
  const result = PremiumSettingsBody.safeParse(draft);
  if (result.success) return { ok: true, settings: result.data };
  const errors: Record<string, ErrorCode> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= isErrorCode(issue.message) ? issue.message : 'invalid_setting';
  }
  return { ok: false, errors };
}
