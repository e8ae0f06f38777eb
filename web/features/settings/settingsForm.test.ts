import { describe, expect, it } from 'vitest';
import { defaultPremiumSettings } from '../../../common/settings';
import en from '../../i18n/en/admin.json';
import zh from '../../i18n/zh-HK/admin.json';
import { checkDraft, dayFields, freeLimitFields, offerFields, priceFields, withValue } from './settingsForm';

// The premium configuration object (spec: plans with their limited-time and school variants, the free limits, the
// trial, money-back, share and rating days) as the admins' settings page edits it.

const fields = [...freeLimitFields, ...dayFields, ...priceFields('student'), ...priceFields('teacher'), ...offerFields];
/** The offer's on/off is the page's one switch; every other value is a number field. */
const SWITCHES = ['limitedTimeOffer.enabled'];

function leaves(value: unknown, path: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return [path.join('.')];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
}

function translated(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('the limits and prices form', () => {
  it('edits every field of the premium configuration, each labelled in both languages', () => {
    const edited = [...fields.map((field) => field.path.join('.')), ...SWITCHES].sort();
    expect(edited).toEqual(leaves(defaultPremiumSettings).sort());
    for (const field of fields) {
      expect(translated(en, field.label), field.label).toEqual(expect.any(String));
      expect(translated(zh, field.label), field.label).toEqual(expect.any(String));
    }
  });

  it("checks a draft with the server's rules, naming each field that is wrong", () => {
    expect(checkDraft(defaultPremiumSettings)).toEqual({ ok: true, settings: defaultPremiumSettings });
    const blank = withValue(defaultPremiumSettings, ['freeLimit', 'questionsPerPractice'], '');
    expect(checkDraft(withValue(blank, ['freeTrialDays'], 2.5))).toEqual({
      ok: false,
      errors: { 'freeLimit.questionsPerPractice': 'invalid_setting', freeTrialDays: 'invalid_setting' },
    });
    // A discount dearer than the regular price: the offer's or a school's.
    const dearer = withValue(
      withValue(defaultPremiumSettings, ['prices', 'teacher', 'school'], 90),
      ['prices', 'student', 'limitedTime'],
      60,
    );
    expect(checkDraft(dearer)).toEqual({
      ok: false,
      errors: { 'prices.student.limitedTime': 'invalid_setting', 'prices.teacher.school': 'invalid_setting' },
    });
  });
});
