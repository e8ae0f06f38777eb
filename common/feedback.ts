import { z } from 'zod';
import { Email } from './auth';

/**
 *   POST /api/feedback   JSON FeedbackBody, or multipart: the fields `email` and `message` and up to
 *                        FEEDBACK_ATTACHMENTS_MAX files (pictures, PDF, Word or text, told by their bytes) → 204
 */
export const FEEDBACK_MAX = 5000;
export const FEEDBACK_ATTACHMENTS_MAX = 5;
export const FEEDBACK_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const FeedbackBody = z.object({
  email: Email,
  message: z.string().trim().min(1, 'invalid_request').max(FEEDBACK_MAX, 'invalid_request'),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;
