import { z } from 'zod';
import type { PremiumSettings } from './settings';

// The premium configuration object (common/settings.ts) as admins read it and a super-admin edits it on
// /app/settings (issue 26). Its own file: the settings' types and defaults stay free of zod for the screens that only
// read them (PremiumDialog, pricing).

const whole = (min: number, max: number) =>
  z.number('invalid_setting').int('invalid_setting').min(min, 'invalid_setting').max(max, 'invalid_setting');
/** HKD a month: whole dollars, as the price list shows them */
const price = whole(1, 100_000);
const prices = z.object({ regular: price, limitedTime: price, school: price });

/** GET /api/admin/settings/premium answers it; PUT takes it whole and answers what was saved. */
export const PremiumSettingsBody = z
  .object({
    freeLimit: z.object({
      questionsPerPractice: whole(1, 50),
      practicesPerDay: whole(1, 100),
      questionsPerAssignment: whole(1, 50),
      assignmentsPerDay: whole(1, 100),
      studentsPerTeacher: whole(1, 1000),
    }),
    freeTrialDays: whole(0, 365),
    ratingRewardDays: whole(0, 365),
    shareRewardDays: whole(0, 365),
    moneyBackDays: whole(0, 365),
    prices: z.object({ student: prices, teacher: prices }),
    limitedTimeOffer: z.object({
      enabled: z.boolean(),
      /** how many may take the offer; null: no cap */
      cap: whole(1, 10_000_000).nullable(),
      minimumMonths: whole(1, 36),
    }),
  })
  // An offer or a school's price dearer than the regular price would be no discount (the spec's discount variants).
  .superRefine((body, context) => {
    for (const plan of ['student', 'teacher'] as const) {
      for (const variant of ['limitedTime', 'school'] as const) {
        if (body.prices[plan][variant] <= body.prices[plan].regular) continue;
        context.addIssue({ code: 'custom', path: ['prices', plan, variant], message: 'invalid_setting' });
      }
    }
  });

// The schema and the settings' interface describe one object: a field added to one and not the other fails tsc.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameShape: Same<z.infer<typeof PremiumSettingsBody>, PremiumSettings> = true;
void sameShape;
export type PremiumSettingsBody = z.infer<typeof PremiumSettingsBody>;

/** The settings with who last changed them. */
export const PremiumSettingsView = z.object({
  settings: PremiumSettingsBody,
  updatedAt: z.number().nullable(),
  /** whether the reader may change them (super-admins only) */
  canEdit: z.boolean(),
});
export type PremiumSettingsView = z.infer<typeof PremiumSettingsView>;
