/**
 * The one configuration object of limits and prices (docs/product-rules.md). The server enforces it; admins can read it.
 * Stored in the settings table under `premium`; these are the defaults a new database starts with.
 */
export interface PremiumSettings {
  freeLimit: {
    questionsPerPractice: number;
    practicesPerDay: number;
    questionsPerAssignment: number;
    assignmentsPerDay: number;
    /** students a free teacher may link (not counting those invited for a school, which take the school's seats) */
    studentsPerTeacher: number;
  };
  freeTrialDays: number;
  ratingRewardDays: number;
  shareRewardDays: number;
  moneyBackDays: number;
  /** HKD per month */
  prices: {
    student: { regular: number; limitedTime: number; school: number };
    teacher: { regular: number; limitedTime: number; school: number };
  };
  limitedTimeOffer: { enabled: boolean; cap: number | null; minimumMonths: number };
}

export const defaultPremiumSettings: PremiumSettings = {
  freeLimit: {
    questionsPerPractice: 5,
    practicesPerDay: 3,
    questionsPerAssignment: 5,
    assignmentsPerDay: 3,
    // One Hong Kong class: a free teacher can try the product with a whole class before paying.
    studentsPerTeacher: 30,
  },
  freeTrialDays: 0,
  ratingRewardDays: 7,
  shareRewardDays: 0,
  moneyBackDays: 30,
  prices: {
    student: { regular: 59, limitedTime: 40, school: 55 },
    teacher: { regular: 89, limitedTime: 55, school: 76 },
  },
  limitedTimeOffer: { enabled: true, cap: 1000, minimumMonths: 6 },
};
