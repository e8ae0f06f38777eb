import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { UPLOAD_MAX_BYTES } from '../common/admin';
import { type ErrorCode, isErrorCode } from '../common/errors';
import type { Role } from '../common/roles';
import { findNulCharacter, isJsonTooDeep, MAX_JSON_DEPTH } from '../common/text';
import type { Analytics } from './analytics/index';
import { checkUser, closeAppContext, createAppContext, toRequestContext } from './app-context';
import type { Auth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { createSessionReader, type SessionUser } from './auth/session';
import type { Config } from './config';
import { CONTENT_DIR } from './content/read';
import type { AppContext, RequestContext } from './context';
import type { DatabaseHandle, Db, Dialect, WriteRunner } from './db/index';
import { AppError, ErrorBodySchema, errorMessage, errorMessages } from './errors';
import type { EventBus } from './events/bus';
import { eventRoutes } from './events/routes';
import { createDatabaseRateLimitStore, sweepRateLimits } from './http/rate-limit-store';
import { createSerializerCompiler } from './http/serializer';
import type { Mailer } from './mail/mailer';
import { adminCatalogRoutes } from './modules/admin-catalog/routes';
import { adminQuestionRoutes } from './modules/admin-questions/routes';
import { adminReportRoutes } from './modules/admin-reports/routes';
import { adminRoutes } from './modules/admins/routes';
import { aiNotesRoutes } from './modules/ai/notes-routes';
import { aiRoutes } from './modules/ai/routes';
import { assignmentRoutes } from './modules/assignments/routes';
import { billingRoutes } from './modules/billing/routes';
import { blogPublicRoutes } from './modules/blogs/public-routes';
import { blogAdminRoutes } from './modules/blogs/routes';
import { bookmarkRoutes } from './modules/bookmarks/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { classRoutes } from './modules/classes/routes';
import { digestRoutes } from './modules/digest/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { linkRoutes } from './modules/links/routes';
import { meRoutes } from './modules/me/routes';
import { practiceRoutes } from './modules/practices/routes';
import { reportRoutes } from './modules/reports/routes';
import { schoolRoutes } from './modules/schools/routes';
import { settingsRoutes } from './modules/settings/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { createAppPage, readableUrl } from './modules/system/app-page-routes';
import { systemRoutes } from './modules/system/routes';
import { adminUserRoutes } from './modules/users/routes';
import { computeSecurityHeaders } from './security-headers';
import { fileRoutes } from './storage/routes';
import type { FileStore } from './storage/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** the process's context (server/context.ts); the fields below are its parts, for the platform's own routes */
    appContext: AppContext;
    /**
     * The context of one request, built once by its handler: the signed-in user (401 without one; with `roles`, 403
     * unless they have one), the request's clock and its logger. What a route hands its one service call.
     */
    context: (request: FastifyRequest, roles?: readonly Role[]) => RequestContext;
    config: Config;
    db: Db;
    dialect: Dialect;
    /** one durable write statement off the request path (DatabaseHandle.runWrite) */
    runWrite: WriteRunner;
    /** the session check every /api request gets; long-lived answers (event streams) repeat it */
    readSession: (request: FastifyRequest) => Promise<SessionUser | null>;
    auth: Auth;
    mailer: Mailer;
    files: FileStore;
    /** "something changed for these users", heard by every app server's event streams (server/events/publish.ts) */
    events: EventBus;
    /** the analytics events' sinks (server/analytics): the server log by default */
    analytics: Analytics;
  }
  interface FastifyRequest {
    /** set for every /api request that carries a valid session */
    user: SessionUser | null;
  }
}

const BODY_LIMIT = 1024 * 1024;
const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Paperwise</title>' +
  '<h1>Page not found · 找不到頁面</h1><p><a href="/">Paperwise</a></p></html>';

/** Builds the whole server on an open database. main.ts listens with it; tests inject requests into it. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: { runJobs?: boolean } = {},
): Promise<FastifyInstance> {
  const app = createFastify(config);
  const context = await createAppContext(config, database, { log: app.log, runJobs: options.runJobs });
  decorateWithContext(app, context);
  answerErrors(app);
  sendSecurityHeaders(app, config);
  await registerRequestHandling(app, config, database.db);
  await documentApi(app, config);
  await registerAreaRoutes(app);
  await serveFiles(app, config);
  return app;
}

type App = ReturnType<typeof createFastify>;

function createFastify(config: Config) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    // Only our own proxies' X-Forwarded-For is believed; a direct client cannot pick its address for the limiters.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: BODY_LIMIT,
    // A parameter over the router's default 100 characters matched no route and fell through to the app's page (or,
    // with no web app built, the API's JSON 404): a blog post's overlong name must still reach the blog's own 404.
    routerOptions: { maxParamLength: 500 },
    // A path the router cannot decode answered Fastify's own JSON, shown raw in the browser. An API path answers in
    // the API's shape; any other is sent to the same address with its broken escapes kept as text (the app's page).
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as FastifyReply;
      if (request.url.startsWith('/api/')) {
        return reply.status(400).send({ error: { code: 'invalid_request', message: errorMessages.invalid_request } });
      }
      if (error.code === 'FST_ERR_BAD_URL') return reply.redirect(readableUrl(request.url), 302);
      // A parameter longer than any of ours (a blog post's name): no such page.
      return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler(config.checkResponses));
  return app;
}

/** The process's context and its parts on the app, and `app.context(request, roles)` for the routes. */
function decorateWithContext(app: App, context: AppContext) {
  app.decorate('appContext', context);
  app.decorate('config', context.config);
  app.decorate('db', context.db);
  app.decorate('dialect', context.dialect);
  app.decorate('runWrite', context.runWrite);
  app.decorate('mailer', context.mail);
  app.decorate('files', context.files);
  app.decorate('events', context.events);
  app.decorate('analytics', context.analytics);
  app.decorate('auth', context.auth);
  app.decorateRequest('user', null);
  app.decorate('context', (request: FastifyRequest, roles?: readonly Role[]) =>
    toRequestContext(context, checkUser(request.user, roles), Date.now(), request.log),
  );
  app.addHook('onClose', async () => closeAppContext(context));
}

/** Every refusal answers the same body: the error's code, its message and its params. */
function answerErrors(app: App) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, code, params } = toErrorAnswer(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .status(status)
      .send({ error: { code, message: errorMessage(code, params), ...(params ? { params } : {}) } });
  });

  // Unknown API paths, missing assets, and any path when no web app is built. A missing hashed asset is a 404, not the
  // app's page: after a deploy, an old tab asking for an old chunk must fail as a script error the app can offer to
  // reload from, not parse HTML as JavaScript.
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: errorMessages.not_found } }),
  );
}

/**
 * The security headers on every answer: a page's full set; a hashed asset and an API answer only what means anything
 * on them.
 */
function sendSecurityHeaders(app: App, config: Config) {
  const securityHeaders = computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and KaTeX position things with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    // The API docs page loads its own assets; everything else is same-origin.
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });
  // A hashed script or stylesheet is never a document, so the document policies (CSP, framing, referrer …) mean
  // nothing on it; only nosniff and the resource policy do. A phone opening the working screen fetches a few dozen
  // of them, and the full set was ~600 bytes each on the wire (docs/serving.md).
  const assetHeaders = {
    'x-content-type-options': securityHeaders['x-content-type-options'] ?? 'nosniff',
    'cross-origin-resource-policy': securityHeaders['cross-origin-resource-policy'] ?? 'same-origin',
  };
  // An API answer (JSON, an event stream) is not a page either: should a browser open one, the strictest policy there
  // is, and HSTS on https; none of the page's other policies means anything on it. The working screen asks three at
  // its first load, and the full set cost ~0.75 KB on each over HTTP/1.1. What a browser shows as a page keeps the
  // full set: the API's docs, better-auth's error page and uploaded files. Should a new page appear under /api/ and
  // not be named here, it shows unstyled (the strict policy), never less protected.
  const apiHeaders: Record<string, string> = {
    ...assetHeaders,
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  };
  const hsts = securityHeaders['strict-transport-security'];
  if (hsts) apiHeaders['strict-transport-security'] = hsts;
  const pagesUnderApi = ['/api/docs', '/api/files/', '/api/auth/error'];
  const isApiAnswer = (url: string) =>
    url.startsWith('/api/') && !pagesUnderApi.some((prefix) => url.startsWith(prefix));
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request;
    reply.headers(url.startsWith('/assets/') ? assetHeaders : isApiAnswer(url) ? apiHeaders : securityHeaders);
  });
}

/** Compression, cookies, rate limits, uploads, and the checks every request passes before its handler. */
async function registerRequestHandling(app: App, config: Config, db: Db) {
  // API answers and anything else made per request go out brotli- or gzip-compressed when over 1 KB (brotli at
  // quality 4: most of the saving for a fraction of the CPU of 11). The web app's files are compressed once at build
  // time and sent as they are (preCompressed below); event streams are hijacked and never buffered here.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Counters in the database: every app server counts the same attempts (server/http/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: createDatabaseRateLimitStore(db) });
  const sweep = setInterval(() => void sweepRateLimits(db, Date.now()).catch(() => {}), 600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // Uploads are read one file at a time into memory by each route, which sets its own size limit (storage/upload.ts).
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 20 } });

  // CSRF: a state-changing request that a browser sends from another site carries that site's Origin. The session
  // cookie is SameSite=Lax as well; this closes the gap for same-site subdomains and old browsers.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (origin && !config.allowedOrigins.includes(origin)) throw new AppError('forbidden_origin', 403);
  });
  // A JSON body nested deeper than any of ours is refused before it is parsed: the work it would cost grows with its
  // depth (a body nested 100,000 deep answered 500). Otherwise Fastify's own parser, prototype-poisoning checks and all.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    // parseAs: 'string' hands over text; a Buffer is never passed here.
    const body = String(raw);
    if (isJsonTooDeep(body)) {
      done(new AppError('invalid_request', 400, { reason: 'too_deep', maxDepth: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parseJson(request, body, done);
  });
  // No text in any request may hold a NUL character (common/text.ts): refused before validation and handlers run.
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const field = findNulCharacter(input);
      if (field !== null) throw new AppError('invalid_text', 400, { field });
    }
  });
  app.decorate('readSession', createSessionReader(app.db, app.dialect, config.sessionSecret));
  app.addHook('preHandler', async (request) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) {
      request.user = await app.readSession(request);
    }
  });
}

/** The OpenAPI document at /api/docs, every route's error answers included. */
async function documentApi(app: App, config: Config) {
  // Every API route documents its error answers (the same body everywhere) beside what it answers on success.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || (route.schema as { hide?: boolean } | undefined)?.hide) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema, ...response } };
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Paperwise API', version: config.version },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'paperwise.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

async function registerAreaRoutes(app: App) {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(digestRoutes);
  await app.register(eventRoutes);
  await app.register(catalogRoutes);
  await app.register(feedbackRoutes);
  await app.register(practiceRoutes);
  await app.register(linkRoutes);
  await app.register(statisticsRoutes);
  await app.register(classRoutes);
  await app.register(schoolRoutes);
  await app.register(assignmentRoutes);
  await app.register(bookmarkRoutes);
  await app.register(reportRoutes);
  await app.register(fileRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminQuestionRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminRoutes);
  await app.register(settingsRoutes);
  await app.register(billingRoutes);
  await app.register(adminUserRoutes);
  await app.register(blogAdminRoutes);
  await app.register(blogPublicRoutes);
  await app.register(aiRoutes);
  await app.register(aiNotesRoutes);
}

/** The content's assets, and the built web app when there is one: its page for every other path, its files. */
async function serveFiles(app: App, config: Config) {
  await app.register(fastifyStatic, {
    root: path.join(CONTENT_DIR, 'assets'),
    prefix: '/content-assets/',
    decorateReply: false,
    maxAge: '1h',
  });
  if (existsSync(config.webDir)) {
    // Every other path belongs to the single-page app, which routes it (unknown paths show its "page not found").
    // A route, not the not-found handler, so its page is compressed like any answer.
    const sendAppPage = createAppPage(app);
    app.get('/*', { schema: { hide: true } }, (request, reply) =>
      request.url.startsWith('/api/') || request.url.startsWith('/assets/')
        ? reply.callNotFound()
        : sendAppPage(request, reply),
    );
    // Hashed files never change: cached for a year, and no validators or ranges, whose headers would only add bytes
    // to each of the few dozen a page loads (docs/serving.md).
    await app.register(fastifyStatic, {
      root: path.join(config.webDir, 'assets'),
      prefix: '/assets/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
    // index.html and the few unhashed files always revalidate, so a deploy is picked up at once.
    await app.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['assets/**'],
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }
}

function toErrorAnswer(error: unknown): { status: number; code: ErrorCode; params?: Record<string, string | number> } {
  if (error instanceof AppError) return { status: error.status, code: error.code, params: error.params };
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return fromIssue(issue?.message, issue?.path.join('.'));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    return fromIssue(issue?.message, issue?.instancePath.replace(/^\//, '').replace(/\//g, '.'));
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, code: 'payload_too_large' };
  if (fastifyError.statusCode === 429) return { status: 429, code: 'too_many_request' };
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, code: fastifyError.statusCode === 404 ? 'not_found' : 'invalid_request' };
  }
  return { status: 500, code: 'internal' };
}

/** A schema issue whose message is one of our codes answers with that code (e.g. invalid_email). */
function fromIssue(message: string | undefined, field: string | undefined) {
  const code: ErrorCode = isErrorCode(message) ? message : 'invalid_request';
  return { status: 400, code, params: field ? { field } : undefined };
}
