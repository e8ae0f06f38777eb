import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ForgotPasswordBody, ResetPasswordBody, SignInBody, SignUpBody } from '../../common/auth';
import { type ErrorCode, isErrorCode } from '../../common/errors';
import { AppError, type ErrorStatus } from '../errors';
import { CLIENT_IP_HEADER } from './auth';
import { findUserIdByEmail, updateProfile } from './queries';

/**
 * better-auth serves /api/auth, but only the endpoints listed here reach it: the rest of its surface (update-user,
 * change-email, delete-user, list-sessions, …) would bypass our rules, such as who may set a role. Bodies are
 * validated with the schemas in common/ first, so every client gets the same error codes as the web forms, and
 * better-auth's errors are translated into ours on the way out.
 */
const bodySchemas: Record<string, z.ZodType | undefined> = {
  'POST /sign-up/email': SignUpBody,
  'POST /sign-in/email': SignInBody,
  'POST /request-password-reset': ForgotPasswordBody,
  'POST /reset-password': ResetPasswordBody,
};
/** What sign-up and sign-in answer (better-auth's shape; extra user fields pass through). */
const AuthSessionAnswer = z.looseObject({
  token: z.string().nullable().optional(),
  user: z.looseObject({ id: z.string(), email: z.string(), name: z.string() }),
});
/** What better-auth answers on sign-out, and on asking for or setting a new password. */
const SignOutAnswer = z.object({ success: z.literal(true) });
const PasswordResetAnswer = z.object({ status: z.boolean(), message: z.string().optional() });

const allowed = [
  /^POST \/sign-up\/email$/,
  /^POST \/sign-in\/email$/,
  /^POST \/sign-in\/social$/,
  /^POST \/sign-out$/,
  /^POST \/request-password-reset$/,
  /^POST \/reset-password$/,
  /^GET \/reset-password\/[^/]+$/,
  /^GET \/get-session$/,
  /^(GET|POST) \/callback\/[a-z]+$/,
  /^GET \/error$/,
];

const betterAuthCodes: Record<string, [ErrorCode, ErrorStatus]> = {
  INVALID_EMAIL_OR_PASSWORD: ['password_or_email_incorrect', 401],
  USER_ALREADY_EXISTS: ['email_existed', 409],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ['email_existed', 409],
  INVALID_EMAIL: ['invalid_email', 400],
  PASSWORD_TOO_SHORT: ['invalid_password', 400],
  PASSWORD_TOO_LONG: ['invalid_password', 400],
  INVALID_PASSWORD: ['invalid_password', 400],
  INVALID_TOKEN: ['invalid_token', 400],
  USER_NOT_FOUND: ['user_not_exist', 404],
};

export async function authRoutes(app: FastifyInstance) {
  const { config } = app;
  // Guessing one account's password is throttled per account; a school behind one address can still sign in, as
  // the per-address allowance is much larger. Both counters apply to every attempt.
  const limiters = [
    app.createRateLimit({
      max: config.signInPerAddress,
      timeWindow: config.signInWindowMs,
      keyGenerator: (request) => `address:${request.ip}`,
    }),
    app.createRateLimit({
      max: config.signInPerAccount,
      timeWindow: config.signInWindowMs,
      keyGenerator: (request) => `account:${accountKey(request)}`,
    }),
  ];
  async function throttle(request: FastifyRequest, reply: FastifyReply) {
    const results = await Promise.all(limiters.map((limit) => limit(request)));
    const waits = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : []));
    if (waits.length > 0) {
      reply.header('retry-after', Math.max(...waits));
      throw new AppError('too_many_request', 429);
    }
  }

  async function guard(request: FastifyRequest, reply: FastifyReply) {
    const route = routeOf(request);
    if (!allowed.some((pattern) => pattern.test(route))) throw new AppError('not_found', 404);
    if (route === 'POST /sign-in/email' || route === 'POST /request-password-reset') {
      await throttle(request, reply);
    }
    const schema = bodySchemas[route];
    if (schema) request.body = schema.parse(request.body ?? {});
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const route = routeOf(request);
    if (route === 'POST /request-password-reset') {
      // The spec answers 'user not exist' for an unknown address (sign-up already reveals which addresses exist).
      const { email } = request.body as ForgotPasswordBody;
      if (!(await findUserIdByEmail(app.db, email))) throw new AppError('user_not_exist', 404);
    }
    if (route === 'POST /sign-out' && request.user) {
      await updateProfile(app.db, request.user.id, { pushToken: null });
    }
    return forward(request, reply);
  }

  // The endpoints clients call, each documented at /api/docs with its body and answer; the same guard and handler
  // serve them and the rest of the allowed list (callbacks, the reset link) through the hidden wildcard route.
  const session = {
    description: 'Also sets the session cookie (paperwise.session_token, HttpOnly, SameSite=Lax).',
    response: { 200: AuthSessionAnswer },
  };
  const documented: Array<{
    url: string;
    summary: string;
    body?: z.ZodType;
    description?: string;
    response?: Record<number, z.ZodType>;
  }> = [
    { url: '/api/auth/sign-up/email', summary: 'Sign up with e-mail and password', body: SignUpBody, ...session },
    { url: '/api/auth/sign-in/email', summary: 'Sign in with e-mail and password', body: SignInBody, ...session },
    {
      url: '/api/auth/sign-out',
      summary: 'Sign out: ends the session and clears the cookie',
      response: { 200: SignOutAnswer },
    },
    {
      url: '/api/auth/request-password-reset',
      summary: 'Mail a link that sets a new password (user_not_exist for an unknown address)',
      body: ForgotPasswordBody,
      response: { 200: PasswordResetAnswer },
    },
    {
      url: '/api/auth/reset-password',
      summary: 'Set a new password with the token from the link',
      body: ResetPasswordBody,
      response: { 200: PasswordResetAnswer },
    },
  ];
  for (const { url, summary, body, description, response } of documented) {
    app.route({
      method: 'POST',
      url,
      schema: { summary, description, tags: ['auth'], ...(body ? { body } : {}), ...(response ? { response } : {}) },
      preHandler: guard,
      handler: handle,
    });
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    preHandler: guard,
    handler: handle,
  });

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || key === 'content-length' || key.startsWith('x-forwarded-') || key === CLIENT_IP_HEADER)
        continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set(CLIENT_IP_HEADER, request.ip);
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');
    const response = await app.auth.handler(
      new Request(new URL(request.url, config.publicUrl), {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    const location = response.headers.get('location');
    if (location) reply.header('location', location);
    const text = await response.text();
    if (response.status >= 400) throw translate(response.status, text);
    reply.status(response.status);
    if (!text) return reply.send();
    const contentType = response.headers.get('content-type') ?? 'application/json';
    // JSON goes out as a value, so a documented route's response schema serialises it like any other answer.
    if (contentType.includes('application/json')) return reply.send(JSON.parse(text));
    reply.header('content-type', contentType);
    return reply.send(text);
  }
}

function routeOf(request: FastifyRequest): string {
  const path = new URL(request.url, 'http://x').pathname.replace(/^\/api\/auth/, '');
  return `${request.method} ${path}`;
}

function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

function translate(status: number, text: string): AppError {
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  const known = code ? betterAuthCodes[code] : undefined;
  if (known) return new AppError(known[0], known[1]);
  if (code && isErrorCode(code.toLowerCase())) return new AppError(code.toLowerCase() as ErrorCode, 400);
  if (status === 401) return new AppError('unauthenticated', 401);
  if (status === 403) return new AppError('forbidden', 403);
  if (status === 404) return new AppError('not_found', 404);
  if (status === 429) return new AppError('too_many_request', 429);
  return new AppError('invalid_request', 400);
}
