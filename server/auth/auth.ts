import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../common/auth';
import type { Analytics } from '../analytics/index';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/index';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { createPasswordHasher } from './password';
import { createProfile, findProfile, removePasswordAndSessions } from './queries';

/** The header through which we hand better-auth the client address Fastify worked out (honouring TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-paperwise-client-ip';

export interface AuthDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  /** where the sign-up event goes */
  analytics: Analytics;
}

export function createAuth({ config, db, dialect, mailer, analytics }: AuthDeps) {
  const hasher = createPasswordHasher(config.hashConcurrency);
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
    socialProviders: socialProviders(config),
    plugins: googleSignIn(config),
    account: {
      // A social sign-in whose provider vouches for the address joins the account that already has it, password
      // or not (nobody verifies addresses at e-mail sign-up here). The account hook below makes that safe.
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
    },
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
    databaseHooks: accountHooks(db, analytics),
  });
}

// Facebook and Apple through better-auth's own providers. Google through OpenID Connect discovery, which is the
// same protocol Google speaks but lets its issuer be set (GOOGLE_ISSUER_URL): the built-in Google provider has
// its endpoints written in, so it could never be tested against a provider of our own.
function socialProviders(config: Config) {
  const { facebook, apple } = config.social;
  const social: Record<string, { clientId: string; clientSecret: string }> = {};
  if (facebook) social.facebook = facebook;
  if (apple) social.apple = apple;
  return social;
}

function googleSignIn(config: Config) {
  const { google } = config.social;
  if (!google) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: 'google',
          discoveryUrl: `${google.issuerUrl}/.well-known/openid-configuration`,
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          // The id_token's signature, issuer, audience and nonce are checked against the discovered JWKS.
          requireIdTokenVerification: true,
        },
      ],
    }),
  ];
}

function accountHooks(db: Db, analytics: Analytics): BetterAuthOptions['databaseHooks'] {
  return {
    account: {
      create: {
        // Linking to an address registered with a password: whoever chose that password never proved they own
        // the address, so it and every session of the account go (the owner can set a new password by the reset
        // link). Without this, someone could register a victim's address first and share the account later.
        // Both ways a provider's word arrives count: its redirect back (`/callback/:id`) and an id_token a phone's
        // own sign-in got, which the native wrapper hands the page (`/sign-in/social` with idToken, docs/wrapper.md).
        async after(account, context) {
          if (account.providerId === 'credential' || !isProviderSignIn(context?.path)) return;
          await removePasswordAndSessions(db, account.userId);
        },
      },
    },
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
            isParent: role === 'teacher' && body.isSchool !== true && body.isParent === true ? 1 : 0,
            language: body.language === 'zh' ? 'zh' : 'en',
            createdAt: Date.now(),
          });
          // A social sign-up arrives on the provider's callback route (`/callback/:id`), its id in the params, or
          // with an id_token from the native wrapper on `/sign-in/social`, its id in the body.
          const provider =
            (context?.params as { id?: unknown } | undefined)?.id ??
            (context?.path === '/sign-in/social' ? (context.body as { provider?: unknown }).provider : undefined);
          analytics.track('sign_up', {
            userId: user.id,
            method: context?.path === '/sign-up/email' ? 'email' : typeof provider === 'string' ? provider : 'social',
            role: role === 'teacher' && body.isSchool === true ? 'school' : role,
          });
        },
      },
    },
  };
}

/** A sign-in on a provider's word: its callback, or an id_token handed to the social sign-in route. */
function isProviderSignIn(path: string | undefined): boolean {
  return path !== undefined && (path.startsWith('/callback/') || path === '/sign-in/social');
}

export type Auth = ReturnType<typeof createAuth>;
