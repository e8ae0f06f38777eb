import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-store';

/**
 * Every setting of the server, read from the environment in one place. A bad value stops start-up with a message
 * naming the variable; nothing else in the server reads process.env.
 */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** origins whose state-changing requests are accepted: PUBLIC_URL's, and both loopback names when it is unset */
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  sessionSecret: string;
  demoAccounts: boolean;
  /** addresses or CIDRs of our own proxies, whose X-Forwarded-For we believe; empty trusts none */
  trustProxy: string[];
  /** sign-in attempts per account and per client address within `signInWindowMs` */
  signInPerAccount: number;
  signInPerAddress: number;
  signInWindowMs: number;
  /** concurrent password hashes; more wait their turn instead of starving the event loop's thread pool */
  hashConcurrency: number;
  /** a running job's lease: a dead worker's job is taken up again within it and a third (docs/jobs.md) */
  jobLeaseMs: number;
  social: {
    /** Google through OpenID Connect discovery at `issuerUrl` (GOOGLE_ISSUER_URL; tests point it at their own provider) */
    google: { clientId: string; clientSecret: string; issuerUrl: string } | null;
    facebook: { clientId: string; clientSecret: string } | null;
    apple: { clientId: string; clientSecret: string } | null;
  };
  /** Posting blogs to Threads (THREADS_USER_ID + THREADS_ACCESS_TOKEN); null hides the action */
  threads: { apiUrl: string; userId: string; accessToken: string } | null;
  contactEmail: string;
  /** an OpenAI-compatible chat-completions endpoint; null turns every AI feature off (the product still works) */
  ai: {
    baseUrl: string;
    apiKey: string;
    model: string;
    visionModel: string;
    /** US dollars per million tokens, for the cost accounting super-admins read; unset counts tokens only */
    pricePerMTok?: { input: number; output: number };
    /** the SDK's own retries of one call (default AI_CALL_RETRIES); tests set 0 and let the job's tries do it */
    maxRetries?: number;
  } | null;
  /** card and wallet payments; null hides them */
  stripe: { secretKey: string; webhookSecret: string; apiBase: URL | null } | null;
  /** uploaded files in an S3-compatible bucket every server reads (docs/deploy.md); null keeps them in DATA_DIR/files */
  s3: S3Settings | null;
  /** FPS, WeChat Pay and Alipay; null hides them */
  airwallex: { clientId: string; apiKey: string; webhookSecret: string; baseUrl: string } | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /**
   * Check every API answer against its route's response schema, and refuse one with a field the schema does not
   * declare (CHECK_RESPONSES=1; the tests' apps do). Off, answers are serialised as they are (server/http/serializer.ts).
   */
  checkResponses: boolean;
  version: string;
  /** the built web app (`vite build`); tests point it at a folder of their own */
  webDir: string;
}

export class ConfigError extends Error {}

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded SQLite database)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Paperwise <no-reply@paperwise.local>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_ACCOUNTS: z.enum(['0', '1', 'true', 'false']).default('1'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^[\w.:/,\s-]*$/,
      'is a comma-separated list of addresses, CIDRs or the words loopback, linklocal, uniquelocal',
    )
    .default(''),
  SIGN_IN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(15),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  THREADS_USER_ID: z.string().optional(),
  THREADS_ACCESS_TOKEN: z.string().optional(),
  THREADS_API_URL: z.url().default('https://graph.threads.net/v1.0'),
  CONTACT_EMAIL: z.email().default('support@paperwise.local'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_VISION_MODEL: z.string().min(1).optional(),
  AI_PRICE_INPUT: z.coerce.number().min(0).optional(),
  AI_PRICE_OUTPUT: z.coerce.number().min(0).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'is an S3 bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  AIRWALLEX_CLIENT_ID: z.string().min(1).optional(),
  AIRWALLEX_API_KEY: z.string().min(1).optional(),
  AIRWALLEX_WEBHOOK_SECRET: z.string().min(1).optional(),
  AIRWALLEX_BASE_URL: z.url().default('https://api.airwallex.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  CHECK_RESPONSES: z.enum(['0', '1']).default('0'),
});

function readVersion(): string {
  const file = path.resolve(import.meta.dirname, '../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function pair(id: string | undefined, secret: string | undefined, name: string) {
  if (!id && !secret) return null;
  if (!id || !secret) throw new ConfigError(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  return { clientId: id, clientSecret: secret };
}

function withIssuer(keys: { clientId: string; clientSecret: string } | null, issuerUrl: string) {
  return keys ? { ...keys, issuerUrl: issuerUrl.replace(/\/$/, '') } : null;
}

function aiSettings(values: z.infer<typeof env>): Config['ai'] {
  const { AI_BASE_URL: baseUrl, AI_MODEL: model } = values;
  if (!baseUrl && !model) {
    if (values.AI_API_KEY || values.AI_VISION_MODEL) throw new ConfigError('AI_BASE_URL and AI_MODEL must be set');
    return null;
  }
  if (!baseUrl || !model) throw new ConfigError('AI_BASE_URL and AI_MODEL must be set together');
  // Local servers (Ollama, vLLM) take any key; the protocol still sends one.
  const visionModel = values.AI_VISION_MODEL ?? model;
  const pricePerMTok =
    values.AI_PRICE_INPUT !== undefined || values.AI_PRICE_OUTPUT !== undefined
      ? { input: values.AI_PRICE_INPUT ?? 0, output: values.AI_PRICE_OUTPUT ?? 0 }
      : undefined;
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    apiKey: values.AI_API_KEY ?? 'none',
    model,
    visionModel,
    ...(pricePerMTok ? { pricePerMTok } : {}),
  };
}

function stripeSettings(values: z.infer<typeof env>): Config['stripe'] {
  if (!values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) return null;
  if (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  return {
    secretKey: values.STRIPE_SECRET_KEY,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    apiBase: values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : null,
  };
}

function s3Settings(values: z.infer<typeof env>): Config['s3'] {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = values;
  const secretAccessKey = values.S3_SECRET_ACCESS_KEY;
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return null;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return { endpoint: endpoint.replace(/\/$/, ''), bucket, region: values.S3_REGION, accessKeyId, secretAccessKey };
}

function airwallexSettings(values: z.infer<typeof env>): Config['airwallex'] {
  const { AIRWALLEX_CLIENT_ID: clientId, AIRWALLEX_API_KEY: apiKey, AIRWALLEX_WEBHOOK_SECRET: webhookSecret } = values;
  if (!clientId && !apiKey && !webhookSecret) return null;
  if (!clientId || !apiKey || !webhookSecret) {
    throw new ConfigError('AIRWALLEX_CLIENT_ID, AIRWALLEX_API_KEY and AIRWALLEX_WEBHOOK_SECRET must be set together');
  }
  return { clientId, apiKey, webhookSecret, baseUrl: values.AIRWALLEX_BASE_URL.replace(/\/$/, '') };
}

/** The session secret from the environment, else one generated once and kept in the data folder. */
function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The settings of a process that starts from the command line: a wrong setting is said, and the process ends (1). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    // Someone who just ran `npm start` may open either loopback name; a configured PUBLIC_URL is the only origin.
    allowedOrigins: values.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : [`http://localhost:${values.PORT}`, `http://127.0.0.1:${values.PORT}`],
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    sessionSecret: loadSessionSecret(dataDir, values.SESSION_SECRET),
    demoAccounts: values.DEMO_ACCOUNTS === '1' || values.DEMO_ACCOUNTS === 'true',
    trustProxy: values.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    signInPerAccount: values.SIGN_IN_PER_ACCOUNT,
    signInPerAddress: values.SIGN_IN_PER_ADDRESS,
    signInWindowMs: values.SIGN_IN_WINDOW_SECONDS * 1000,
    hashConcurrency: values.HASH_CONCURRENCY,
    jobLeaseMs: values.JOB_LEASE_SECONDS * 1000,
    social: {
      google: withIssuer(
        pair(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET, 'GOOGLE'),
        values.GOOGLE_ISSUER_URL,
      ),
      facebook: pair(values.FACEBOOK_CLIENT_ID, values.FACEBOOK_CLIENT_SECRET, 'FACEBOOK'),
      apple: pair(values.APPLE_CLIENT_ID, values.APPLE_CLIENT_SECRET, 'APPLE'),
    },
    threads:
      values.THREADS_USER_ID && values.THREADS_ACCESS_TOKEN
        ? {
            apiUrl: values.THREADS_API_URL.replace(/\/$/, ''),
            userId: values.THREADS_USER_ID,
            accessToken: values.THREADS_ACCESS_TOKEN,
          }
        : null,
    contactEmail: values.CONTACT_EMAIL,
    ai: aiSettings(values),
    stripe: stripeSettings(values),
    s3: s3Settings(values),
    airwallex: airwallexSettings(values),
    logLevel: values.LOG_LEVEL,
    checkResponses: values.CHECK_RESPONSES === '1',
    version: readVersion(),
    webDir: path.resolve(import.meta.dirname, '../dist/web'),
  };
}
