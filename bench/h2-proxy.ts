// What sits in front of the product in any real deployment: a TLS-terminating reverse proxy that speaks HTTP/2 to the
// browser and HTTP/1.1 to the app (nginx, Caddy, a CDN). Browsers open one HTTP/2 connection and multiplex every
// request on it; over plain HTTP/1.1 they open at most six per host, and Lighthouse's simulated slow 4G charges each
// extra round of six a round trip. bench/lighthouse.ts measures the page both ways. The certificate is self-signed,
// made by openssl for this run; Chromium is started with --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids (RFC 9113 section 8.2.2): they describe an HTTP/1.1 connection, not the message. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(path.join(tmpdir(), 'paperwise-h2-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        path.join(folder, 'key.pem'),
        '-out',
        path.join(folder, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(folder, 'key.pem')), cert: readFileSync(path.join(folder, 'cert.pem')) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Starts the proxy on a free port in front of the app on `appPort`; answers its port and a way to stop it. */
export async function startHttp2Proxy(appPort: number): Promise<{ port: number; close: () => Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(selfSignedCertificate(), (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) headers[name] = value;
    }
    headers.host = request.headers[':authority'];
    const upstream = http.request(
      { host: '127.0.0.1', port: appPort, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) out[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
