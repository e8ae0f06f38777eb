import { z } from 'zod';

/** GET /api/config: what the sign-in page and the shell need before anyone signs in. */
export const PublicConfig = z.object({
  version: z.string(),
  socialProviders: z.array(z.enum(['google', 'facebook', 'apple'])),
  /** the demo accounts that exist in this database; empty in production */
  demoAccounts: z.array(
    z.object({ email: z.string(), role: z.enum(['student', 'teacher', 'school', 'admin', 'super-admin']) }),
  ),
  demoPassword: z.string().nullable(),
  contactEmail: z.string(),
  /** whether an AI endpoint is configured; without one every AI button explains that AI is not configured */
  ai: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
