import { z } from 'zod';
import { type DseLevel, dseLevels } from './expected-level';

/**
 * The learning settings (issue 29; docs/product-rules.md, "Learning rules"): the notebook's daily review budget and the
 * DSE level cut scores per subject. Stored in the settings table under `learning`; admins read them and a super-admin
 * changes them (GET and PUT /api/admin/settings/learning); every server reads them from the database.
 */

/** The levels with a cut score: the share of a DSE paper's marks that reaches each, level 2 upwards. */
export const cutLevels = dseLevels.slice(1) as Exclude<DseLevel, '1'>[];

const share = z.number('invalid_setting').min(0, 'invalid_setting').max(1, 'invalid_setting');
export const CutScores = z
  .object({ '2': share, '3': share, '4': share, '5': share, '5*': share, '5**': share })
  // A cut score below the level under it would be a typo.
  .refine((cuts) => cutLevels.every((level, i) => i === 0 || cuts[level] >= cuts[cutLevels[i - 1]!]), {
    message: 'invalid_setting',
  });
export type CutScores = z.infer<typeof CutScores>;

/**
 * Mathematics (Compulsory Part): the medians over 2018-2024 of the cut-off marks that getutor.com.hk compiles from
 * candidates' reported marks and levels ("DSE Maths Cut Off Marks", https://www.getutor.com.hk/en/dse_math_cutoff;
 * the HKEAA does not publish its cut scores). Level 2 keeps the subject's own band (28%): the source has nothing below 3.
 */
export const MATHS_COMPULSORY_CUT_SCORES: CutScores = {
  '2': 0.28,
  '3': 0.525,
  '4': 0.63,
  '5': 0.77,
  '5*': 0.84,
  '5**': 0.906,
};

export const DEFAULT_DAILY_REVIEW_BUDGET = 20;

/** The daily review budget a student may choose for themselves (GET/PUT /api/review-queue/budget). */
export const OWN_REVIEW_BUDGET = { min: 5, max: 100 } as const;

export const ReviewBudgetBody = z.object({
  /** the student's own budget; null goes back to the learning setting for everyone */
  dailyBudget: z
    .number('invalid_setting')
    .int('invalid_setting')
    .min(OWN_REVIEW_BUDGET.min, 'invalid_setting')
    .max(OWN_REVIEW_BUDGET.max, 'invalid_setting')
    .nullable(),
});
export type ReviewBudgetBody = z.infer<typeof ReviewBudgetBody>;

export const LearningSettings = z.object({
  /** notebook reviews a student is shown a day; after a break at most twice as many */
  reviewDailyBudget: z
    .number('invalid_setting')
    .int('invalid_setting')
    .min(1, 'invalid_setting')
    .max(200, 'invalid_setting'),
  /** per subject id; a subject not named here uses its own grade bands' lower edges */
  levelCutScores: z.record(z.string().min(1).max(100), CutScores),
});
export type LearningSettings = z.infer<typeof LearningSettings>;

export const defaultLearningSettings: LearningSettings = {
  reviewDailyBudget: DEFAULT_DAILY_REVIEW_BUDGET,
  levelCutScores: { 'hkdse-math-cp': MATHS_COMPULSORY_CUT_SCORES },
};

export const LearningSettingsView = z.object({
  settings: LearningSettings,
  updatedAt: z.number().nullable(),
  canEdit: z.boolean(),
});
export type LearningSettingsView = z.infer<typeof LearningSettingsView>;
