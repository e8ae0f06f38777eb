import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { onTestFinished } from 'vitest';
import { closeServer, listenLocal, readText } from './peer-server';

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
  const provider = new OidcProvider(client, privateKey, jwk);
  const server = createServer((request, response) => void provider.handle(request, response));
  provider.issuer = `http://127.0.0.1:${await listenLocal(server)}`;
  const close = () => closeServer(server);
  if (options.closeWithTest ?? true) onTestFinished(close);
  return {
    issuer: provider.issuer,
    close,
    /** The person the next authorize request signs in as. */
    signInNextAs(user: OidcUser) {
      provider.nextUser = user;
    },
    get tokenRequests() {
      return provider.tokenRequests;
    },
    /**
     * An id_token for this person straight from the provider, as a phone's own sign-in (Google's native SDK, Sign in
     * with Apple) hands one to the app: for our client unless `audience` says otherwise, with the app's nonce.
     */
    issueIdToken(user: OidcUser, options: { nonce?: string; audience?: string } = {}) {
      return provider.signIdToken({
        user,
        clientId: options.audience ?? client.clientId,
        redirectUri: '',
        nonce: options.nonce,
        codeChallenge: undefined,
      });
    },
  };
}

type Json = (status: number, body: unknown) => void;

/** The provider's state (codes granted, tokens given) and a method per endpoint. */
class OidcProvider {
  issuer = '';
  nextUser: OidcUser | null = null;
  tokenRequests = 0;
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, OidcUser>();

  constructor(
    private readonly client: { clientId: string; clientSecret: string },
    private readonly privateKey: CryptoKey,
    private readonly jwk: Record<string, unknown> & { kid: string },
  ) {}

  async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.issuer || 'http://127.0.0.1');
    const json: Json = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    try {
      if (url.pathname === '/.well-known/openid-configuration') return json(200, this.discovery());
      if (url.pathname === '/jwks') return json(200, { keys: [this.jwk] });
      if (url.pathname === '/authorize') return this.authorize(url.searchParams, response, json);
      if (url.pathname === '/token' && request.method === 'POST') return await this.token(request, json);
      if (url.pathname === '/userinfo') return this.userinfo(request, json);
      json(404, { error: 'not_found' });
    } catch (error) {
      json(500, { error: String(error) });
    }
  }

  private discovery() {
    const { issuer } = this;
    return {
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
    };
  }

  /** Signs in the typed or next user at once and sends a code back; without either, shows the sign-in page. */
  private authorize(params: URLSearchParams, response: ServerResponse, json: Json) {
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== this.client.clientId || !redirectUri || params.get('response_type') !== 'code') {
      return json(400, { error: 'invalid_request' });
    }
    const typed = params.get('login_email');
    const user: OidcUser | null = typed
      ? { sub: `sub-${typed}`, email: typed, name: params.get('login_name') || typed }
      : this.nextUser;
    if (!user) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(signInPage(params));
    }
    const code = randomBytes(16).toString('base64url');
    this.grants.set(code, {
      user,
      clientId: this.client.clientId,
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

  /** The authorization code grant: client and secret, the code once, its redirect URI and PKCE verifier. */
  private async token(request: IncomingMessage, json: Json) {
    this.tokenRequests++;
    const form = new URLSearchParams(await readText(request));
    const [basicId, basicSecret] = readBasic(request.headers.authorization);
    const clientId = basicId ?? form.get('client_id');
    const clientSecret = basicSecret ?? form.get('client_secret');
    if (clientId !== this.client.clientId || clientSecret !== this.client.clientSecret) {
      return json(401, { error: 'invalid_client' });
    }
    const code = form.get('code') ?? '';
    const grant = this.grants.get(code);
    this.grants.delete(code); // a code is good once
    if (form.get('grant_type') !== 'authorization_code' || !grant || grant.redirectUri !== form.get('redirect_uri')) {
      return json(400, { error: 'invalid_grant' });
    }
    if (grant.codeChallenge) {
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== grant.codeChallenge) return json(400, { error: 'invalid_grant' });
    }
    const accessToken = randomBytes(16).toString('base64url');
    this.tokens.set(accessToken, grant.user);
    const idToken = await this.signIdToken(grant);
    return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 600, id_token: idToken });
  }

  signIdToken(grant: Grant) {
    return new SignJWT({
      email: grant.user.email,
      email_verified: grant.user.emailVerified ?? true,
      name: grant.user.name,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.jwk.kid })
      .setIssuer(this.issuer)
      .setAudience(grant.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(this.privateKey);
  }

  private userinfo(request: IncomingMessage, json: Json) {
    const user = this.tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!user) return json(401, { error: 'invalid_token' });
    return json(200, { sub: user.sub, email: user.email, email_verified: user.emailVerified ?? true, name: user.name });
  }
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

function readBasic(header: string | undefined): [string | undefined, string | undefined] {
  if (!header?.startsWith('Basic ')) return [undefined, undefined];
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // RFC 6749 2.3.1: both parts are form-encoded before they are joined.
  return [decodeURIComponent(decoded.slice(0, colon)), decodeURIComponent(decoded.slice(colon + 1))];
}
