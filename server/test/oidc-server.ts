import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { onTestFinished } from 'vitest';

/** Who the provider signs in next: its consent screen approves at once, as this person. */
export interface OidcUser {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

interface Grant {
  user: OidcUser;
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string | undefined;
}

/**
 * A small OpenID Connect provider on 127.0.0.1 for tests: discovery, authorize (approves at once as `nextUser`, or,
 * with none set, shows a sign-in page where a browser test types who it is, as a real provider's would),
 * token (authorization code with PKCE, client secret by Basic or form), a RS256-signed id_token, userinfo and the
 * JWKS. It checks what a real provider checks — client, secret, redirect URI, code reuse, PKCE verifier — so a
 * client that skips one fails here too. Closed when the test ends.
 */
export async function startOidcServer(
  client: { clientId: string; clientSecret: string },
  options: { closeWithTest?: boolean } = {},
) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, OidcUser>();
  const state = { nextUser: null as OidcUser | null, tokenRequests: 0 };
  let issuer = '';

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer || 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    try {
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        const params = url.searchParams;
        const redirectUri = params.get('redirect_uri') ?? '';
        if (params.get('client_id') !== client.clientId || !redirectUri || params.get('response_type') !== 'code') {
          return json(400, { error: 'invalid_request' });
        }
        const typed = url.searchParams.get('login_email');
        const user: OidcUser | null = typed
          ? { sub: `sub-${typed}`, email: typed, name: url.searchParams.get('login_name') || typed }
          : state.nextUser;
        if (!user) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          return response.end(signInPage(params));
        }
        const code = randomBytes(16).toString('base64url');
        grants.set(code, {
          user,
          clientId: client.clientId,
          redirectUri,
          nonce: params.get('nonce') ?? undefined,
          codeChallenge: params.get('code_challenge') ?? undefined,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        const returnedState = params.get('state');
        if (returnedState) back.searchParams.set('state', returnedState);
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        state.tokenRequests++;
        const form = new URLSearchParams(await readBody(request));
        const [basicId, basicSecret] = readBasic(request.headers.authorization);
        const clientId = basicId ?? form.get('client_id');
        const clientSecret = basicSecret ?? form.get('client_secret');
        if (clientId !== client.clientId || clientSecret !== client.clientSecret) {
          return json(401, { error: 'invalid_client' });
        }
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        grants.delete(code); // a code is good once
        if (
          form.get('grant_type') !== 'authorization_code' ||
          !grant ||
          grant.redirectUri !== form.get('redirect_uri')
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        if (grant.codeChallenge) {
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (challenge !== grant.codeChallenge) return json(400, { error: 'invalid_grant' });
        }
        const accessToken = randomBytes(16).toString('base64url');
        tokens.set(accessToken, grant.user);
        const idToken = await new SignJWT({
          email: grant.user.email,
          email_verified: grant.user.emailVerified ?? true,
          name: grant.user.name,
          ...(grant.nonce ? { nonce: grant.nonce } : {}),
        })
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .setIssuer(issuer)
          .setAudience(grant.clientId)
          .setSubject(grant.user.sub)
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(privateKey);
        return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 600, id_token: idToken });
      }
      if (url.pathname === '/userinfo') {
        const user = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!user) return json(401, { error: 'invalid_token' });
        return json(200, {
          sub: user.sub,
          email: user.email,
          email_verified: user.emailVerified ?? true,
          name: user.name,
        });
      }
      json(404, { error: 'not_found' });
    } catch (error) {
      json(500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  if (options.closeWithTest ?? true) onTestFinished(close);
  return {
    issuer,
    close,
    /** The person the next authorize request signs in as. */
    signInNextAs(user: OidcUser) {
      state.nextUser = user;
    },
    get tokenRequests() {
      return state.tokenRequests;
    },
  };
}

/** The provider's own sign-in page: the authorize request's parameters ride along, with who signs in. */
function signInPage(params: URLSearchParams): string {
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const hidden = [...params]
    .filter(([name]) => !name.startsWith('login_'))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><title>Test provider: sign in</title></head><body>
<h1>Sign in to the test provider</h1>
<form method="get" action="/authorize">${hidden}
<label>Email <input name="login_email" type="email" required></label>
<label>Name <input name="login_name"></label>
<button type="submit">Sign in</button></form></body></html>`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function readBasic(header: string | undefined): [string | undefined, string | undefined] {
  if (!header?.startsWith('Basic ')) return [undefined, undefined];
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // RFC 6749 2.3.1: both parts are form-encoded before they are joined.
  return [decodeURIComponent(decoded.slice(0, colon)), decodeURIComponent(decoded.slice(colon + 1))];
}
