import type { Flag } from './columns';

/** A payment provider's event, applied once: the id is `provider:eventId` */
export interface BillingEventTable {
  id: string;
  provider: string;
  type: string;
  userId: string | null;
  createdAt: number;
  receivedAt: number;
}

/** A checkout we started; the webhook reads what was bought from here */
export interface PaymentTable {
  id: string;
  userId: string;
  provider: 'stripe' | 'airwallex';
  /** Stripe checkout session id or Airwallex payment intent id */
  externalId: string | null;
  plan: string;
  billing: 'yearly' | 'oneOff';
  months: number;
  studentQuantity: number;
  teacherQuantity: number;
  /** HKD */
  amount: number;
  isDiscounted: Flag;
  status: 'pending' | 'paid' | 'failed';
  createdAt: number;
  paidAt: number | null;
}
