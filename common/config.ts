/** GET /api/config: what the sign-in page and the shell need before anyone signs in. */
export interface PublicConfig {
  version: string;
  socialProviders: Array<'google' | 'facebook' | 'apple'>;
  /** the demo accounts that exist in this database; empty in production */
  demoAccounts: Array<{ email: string; role: 'student' | 'teacher' | 'school' | 'admin' | 'super-admin' }>;
  demoPassword: string | null;
  contactEmail: string;
  /** whether an AI endpoint is configured; without one every AI button explains that AI is not configured */
  ai: boolean;
}
