import { z } from 'zod';
import { Email } from './auth';

export const FEEDBACK_MAX = 5000;
export const FeedbackBody = z.object({
  email: Email,
  message: z.string().trim().min(1, 'invalid_request').max(FEEDBACK_MAX, 'invalid_request'),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;
