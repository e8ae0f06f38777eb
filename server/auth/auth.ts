import { betterAuth } from 'better-auth';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../common/auth';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/index';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { createPasswordHasher } from './password';
import { createProfile, findProfile } from './queries';

/** The header through which we hand better-auth the client address Fastify worked out (honouring TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-paperwise-client-ip';

export interface AuthDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
}

export function createAuth({ config, db, dialect, mailer }: AuthDeps) {
  const hasher = createPasswordHasher(config.hashConcurrency);
  const social: Record<string, { clientId: string; clientSecret: string }> = {};
  for (const [provider, keys] of Object.entries(config.social)) if (keys) social[provider] = keys;

  return betterAuth({
    appName: 'Paperwise',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    database: { db, type: dialect },
    trustedOrigins: config.allowedOrigins,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hasher.hash, verify: hasher.verify },
      async sendResetPassword({ user, url }) {
        const profile = await findProfile(db, user.id);
        await mailer.send({
          to: user.email,
          ...passwordResetMail({ url, name: user.name, language: profile?.language === 'zh' ? 'zh' : 'en' }),
        });
      },
    },
    socialProviders: social,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Sign-in is rate-limited by our own routes (per account and per address); one limiter, not two.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'paperwise',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent' },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile at once. The role comes only from the e-mail sign-up body, which the
          // sign-up route has already validated (student or teacher, never admin); social sign-ups start with no
          // role and are asked for one (onboarding).
          async after(user, context) {
            const body = context?.path === '/sign-up/email' ? (context.body as Record<string, unknown>) : {};
            const role = body.role === 'student' || body.role === 'teacher' ? body.role : null;
            await createProfile(db, {
              id: user.id,
              email: user.email,
              displayName: user.name,
              role,
              isSchool: role === 'teacher' && body.isSchool === true ? 1 : 0,
              language: body.language === 'zh' ? 'zh' : 'en',
              createdAt: Date.now(),
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
