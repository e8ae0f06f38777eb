import { z } from 'zod';
import type { PremiumSettings } from './settings';

/** Plans a user can buy: a student or teacher plan for oneself, or seats for a school (spec content part 2, 9). */
export const planKinds = ['student', 'teacher', 'school'] as const;
export type PlanKind = (typeof planKinds)[number];

/** Card and wallets go through Stripe; FPS, WeChat Pay and Alipay through Airwallex (one-off payments only). */
export const paymentMethods = ['card', 'fps', 'wechatpay', 'alipay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const airwallexMethods = ['fps', 'wechatpay', 'alipay'] as const;
export type AirwallexMethod = (typeof airwallexMethods)[number];
export function isAirwallexMethod(method: PaymentMethod): method is AirwallexMethod {
  return (airwallexMethods as readonly string[]).includes(method);
}

export const MAX_MONTHS = 36;
export const DEFAULT_MONTHS = 6;
export const DEFAULT_SEATS = { students: 10, teachers: 2 } as const;
/** the sliders of the seats dialog reach at least this far */
export const MAX_SEATS = { students: 1000, teachers: 200 } as const;
export const MONTH_MS = 30 * 86_400_000;
export const UNSUBSCRIBE_MAX_IMAGES = 5;
/** each picture's bytes; the server re-encodes what it keeps */
export const UNSUBSCRIBE_IMAGE_MAX_BYTES = 1_000_000;
export const unsubscribeImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const Seats = (max: number) =>
  z.number({ error: 'invalid_seats' }).int('invalid_seats').min(1, 'invalid_seats').max(max);

/** POST /api/billing/checkout */
export const CheckoutBody = z
  .object({
    plan: z.enum(planKinds),
    /** yearly: a subscription renewed each year (Stripe); oneOff: N months paid once */
    billing: z.enum(['yearly', 'oneOff']),
    months: z.number().int('invalid_months').min(1, 'invalid_months').max(MAX_MONTHS, 'invalid_months').optional(),
    isDiscounted: z.boolean().default(false),
    paymentMethod: z.enum(paymentMethods, { error: 'invalid_payment_method' }),
    students: Seats(MAX_SEATS.students).optional(),
    teachers: Seats(MAX_SEATS.teachers).optional(),
  })
  .strict();
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const CheckoutAnswer = z.union([
  z.object({ url: z.string() }),
  /** Airwallex: the intent, and its hosted payment page opened on the chosen method */
  z.object({ intentId: z.string(), clientSecret: z.string(), currency: z.string(), checkoutUrl: z.string() }),
]);
export type CheckoutAnswer = z.infer<typeof CheckoutAnswer>;

export const UrlAnswer = z.object({ url: z.string() });

/**
 * POST /api/billing/confirm, on the way back from a provider: the latest payment's outcome (an Airwallex intent is
 * asked directly when its webhook has not come yet), the premium it left, and the purchase analytics event when this
 * return is the one that fires it.
 */
export const ConfirmAnswer = z.object({
  status: z.enum(['none', 'pending', 'paid', 'failed']),
  premium: z.object({ state: z.enum(['none', 'active', 'expired']), expiry: z.number().nullable() }),
  purchaseEvent: z.object({ value: z.number(), currency: z.string() }).nullable(),
});
export type ConfirmAnswer = z.infer<typeof ConfirmAnswer>;

/** PATCH /api/billing/seats (schools) */
export const SeatsBody = z
  .object({ students: Seats(MAX_SEATS.students), teachers: Seats(MAX_SEATS.teachers) })
  .strict();
export type SeatsBody = z.infer<typeof SeatsBody>;

export const UnsubscribeImage = z.object({
  name: z.string().max(200),
  type: z.enum(unsubscribeImageTypes, { error: 'invalid_file_type' }),
  /** base64 of the bytes (4 characters for every 3 bytes) */
  data: z
    .string()
    .max(Math.ceil(UNSUBSCRIBE_IMAGE_MAX_BYTES / 3) * 4, 'payload_too_large')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'invalid_file_type'),
});

/** POST /api/billing/unsubscribe: why the user leaves, with up to 5 screenshots, sent to the team as mail. */
export const UnsubscribeBody = z
  .object({
    email: z.email({ error: 'invalid_email' }).max(254),
    message: z.string().trim().min(1, 'invalid_message').max(4000, 'invalid_message'),
    images: z.array(UnsubscribeImage).max(UNSUBSCRIBE_MAX_IMAGES, 'too_many_images').default([]),
  })
  .strict();
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

/** GET /api/billing/plans: what the pricing page offers. */
export const PlansView = z.object({
  providers: z.object({ stripe: z.boolean(), airwallex: z.boolean() }),
  prices: z.object({
    student: z.object({ regular: z.number(), limitedTime: z.number(), school: z.number() }),
    teacher: z.object({ regular: z.number(), limitedTime: z.number(), school: z.number() }),
  }),
  /** the limited-time offer, when it is on and the cap is not reached */
  offer: z.object({ minimumMonths: z.number(), remaining: z.number().nullable() }).nullable(),
  moneyBackDays: z.number(),
  /** what the free plan allows (settings.freeLimit), shown to those without premium */
  freeLimit: z.object({
    questionsPerPractice: z.number(),
    practicesPerDay: z.number(),
    questionsPerAssignment: z.number(),
    assignmentsPerDay: z.number(),
    studentsPerTeacher: z.number(),
  }),
  subscription: z.object({
    hasSubscription: z.boolean(),
    hasCustomer: z.boolean(),
    students: z.number(),
    teachers: z.number(),
    usedStudents: z.number(),
    usedTeachers: z.number(),
  }),
});
export type PlansView = z.infer<typeof PlansView>;

export interface QuoteLine {
  role: 'student' | 'teacher';
  quantity: number;
  /** HKD per month per seat */
  monthly: number;
}

export interface Quote {
  lines: QuoteLine[];
  /** months bought: 12 for yearly */
  months: number;
  discounted: boolean;
  /** HKD for the whole period */
  total: number;
}

export type QuoteError = 'discount_needs_months' | 'offer_unavailable' | 'invalid_payment_method' | 'invalid_seats';

/**
 * What a checkout costs, in HKD (docs/product-rules.md): per month per seat, times the months. The limited-time price is for a
 * student or teacher buying for oneself, while the offer is on and under its cap, and only for 6 months or more.
 * Airwallex methods take one-off payments only. Pure, so the pricing page shows exactly what the server charges.
 */
export function quote(
  settings: PremiumSettings,
  body: Pick<CheckoutBody, 'plan' | 'billing' | 'months' | 'isDiscounted' | 'paymentMethod' | 'students' | 'teachers'>,
  offerAvailable: boolean,
): Quote | QuoteError {
  const months = body.billing === 'yearly' ? 12 : (body.months ?? DEFAULT_MONTHS);
  if (body.billing === 'yearly' && isAirwallexMethod(body.paymentMethod)) return 'invalid_payment_method';
  if (body.plan === 'school') {
    if (body.isDiscounted) return 'offer_unavailable';
    const students = body.students ?? DEFAULT_SEATS.students;
    const teachers = body.teachers ?? DEFAULT_SEATS.teachers;
    if (students < 1 || teachers < 1) return 'invalid_seats';
    const lines: QuoteLine[] = [
      { role: 'student', quantity: students, monthly: settings.prices.student.school },
      { role: 'teacher', quantity: teachers, monthly: settings.prices.teacher.school },
    ];
    return { lines, months, discounted: false, total: totalOf(lines, months) };
  }
  if (body.isDiscounted) {
    if (!offerAvailable) return 'offer_unavailable';
    if (months < settings.limitedTimeOffer.minimumMonths) return 'discount_needs_months';
  }
  const price = settings.prices[body.plan];
  const lines: QuoteLine[] = [
    { role: body.plan, quantity: 1, monthly: body.isDiscounted ? price.limitedTime : price.regular },
  ];
  return { lines, months, discounted: body.isDiscounted, total: totalOf(lines, months) };
}

function totalOf(lines: QuoteLine[], months: number): number {
  return lines.reduce((sum, line) => sum + line.monthly * line.quantity * months, 0);
}

/**
 * The purchase analytics event (spec content part 4): once, when the user has a role, the payment was made under 15
 * minutes ago, premium was bought under 5 minutes ago and no purchase event was logged in the last 5 minutes. Its
 * value is the plan's monthly price times the months left (rounded, at least 1).
 */
export function purchaseEventValue(input: {
  hasRole: boolean;
  paymentCreatedAt: number | null;
  purchasedAt: number | null;
  lastEventAt: number | null;
  expiry: number | null;
  monthlyPrice: number;
  now: number;
}): number | null {
  const { now } = input;
  if (!input.hasRole || input.paymentCreatedAt === null || input.purchasedAt === null) return null;
  if (now - input.paymentCreatedAt >= 15 * 60_000) return null;
  if (now - input.purchasedAt >= 5 * 60_000) return null;
  if (input.lastEventAt !== null && now - input.lastEventAt < 300_000) return null;
  const months = input.expiry === null ? 1 : Math.max(1, Math.round((input.expiry - now) / MONTH_MS));
  return input.monthlyPrice * months;
}

// ---- users page (super-admin) ----

export const userSortKeys = ['lastSeenAt', 'createdAt', 'displayName', 'email', 'role', 'premiumExpiry'] as const;

/** GET /api/admin/users */
export const UsersQuery = z.object({
  role: z.enum(['student', 'teacher']).optional(),
  premium: z.enum(['yes', 'no']).optional(),
  email: z.string().trim().max(254).optional(),
  sort: z.enum(userSortKeys).default('lastSeenAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** rows already shown: the next page starts after them */
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type UsersQuery = z.infer<typeof UsersQuery>;

export const USERS_PAGE_SIZE = 100;

export const AdminUserView = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(['student', 'teacher']),
  isSchool: z.boolean(),
  lastSeenAt: z.number().nullable(),
  createdAt: z.number().nullable(),
  premium: z.object({
    studentQuantity: z.number(),
    teacherQuantity: z.number(),
    expiry: z.number().nullable(),
    state: z.enum(['none', 'active', 'expired']),
  }),
});
export type AdminUserView = z.infer<typeof AdminUserView>;

export const UsersPage = z.object({ users: z.array(AdminUserView), nextCursor: z.number().nullable() });
export type UsersPage = z.infer<typeof UsersPage>;

export const userStatKeys = [
  'active30d',
  'active24h',
  'new30d',
  'new24h',
  'total',
  'students',
  'teachers',
  'expiredPremium',
] as const;
export type UserStatKey = (typeof userStatKeys)[number];

export const UsersStats = z.object({
  stats: z.array(z.object({ key: z.enum(userStatKeys), value: z.number(), previous: z.number() })),
});
export type UsersStats = z.infer<typeof UsersStats>;

const Quantity = z
  .number({ error: 'invalid_quantity' })
  .int('invalid_quantity')
  .min(0, 'invalid_quantity')
  .max(100_000, 'invalid_quantity');

/** PATCH /api/admin/users/:id/premium */
export const UserPremiumBody = z
  .object({
    studentQuantity: Quantity,
    teacherQuantity: Quantity,
    /** ms since epoch; null clears it */
    expiry: z.number().int().min(0).nullable(),
  })
  .strict();
export type UserPremiumBody = z.infer<typeof UserPremiumBody>;
