// What a student's phone receives and how soon it shows: Lighthouse (mobile: a mid-range phone on slow 4G, simulated)
// on the sign-in page and on the working screen of a real paper, served by the real product (built web app, SQLite,
// the question bank). Prints each page's performance and accessibility scores, LCP, total blocking time and the bytes
// transferred, beside a baseline measured in the same run: a minimal HTML page from a bare Node server, the floor this
// machine and Lighthouse's simulation give any page. Needs `npx vite build` first.
//
//   npx vite build && npx tsx bench/lighthouse.ts [--nginx]   (--nginx: a third pair through deploy/nginx's config)
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { makeCertificate, startNginx } from './faults/services';
import { startHttp2Proxy } from './h2-proxy';
import { CHROME_FLAGS, CHROMIUM, freePort, paperOfANewStudent, startServer, stopServer } from './lib';

const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  ...CHROME_FLAGS,
  // the HTTP/2 proxy's certificate is self-signed (bench/h2-proxy.ts)
  '--ignore-certificate-errors',
];

interface Figures {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  transferredKb: number;
  requests: number;
}

/** One Lighthouse run; a trace it failed to record (NO_NAVSTART, seen on a busy machine) is run again, twice at most. */
async function runLighthouse(port: number, url: string, cookie?: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Mobile form factor and simulated throttling are Lighthouse's defaults; the cookie signs the student in.
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt === 3)
      throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

async function audit(port: number, url: string, page: string, cookie?: string): Promise<Figures> {
  const lhr = await runLighthouse(port, url, cookie);
  if (process.argv.includes('--failures')) {
    const failing = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((item) => item && item.score !== null && item.score < 1);
    for (const item of failing) {
      const nodes =
        (item?.details as { items?: Array<{ node?: { snippet?: string; explanation?: string } }> } | undefined)
          ?.items ?? [];
      console.log(`${page}: ${item?.id}: ${item?.title}`);
      for (const node of nodes.slice(0, 5))
        console.log(`    ${node.node?.snippet ?? ''} ${node.node?.explanation ?? ''}`);
    }
  }
  if (process.argv.includes('--diagnostics')) {
    for (const id of [
      'critical-request-chains',
      'largest-contentful-paint-element',
      'bootup-time',
      'mainthread-work-breakdown',
      'render-blocking-resources',
      'unused-javascript',
    ]) {
      const item = lhr.audits[id];
      console.log(`${page}: ${id}: ${item?.displayValue ?? ''} ${JSON.stringify(item?.details ?? {}).slice(0, 1500)}`);
    }
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; transferSize: number }> } | undefined)
      ?.items ?? [];
  if (process.argv.includes('--requests')) {
    console.log(`\n${page}:`);
    for (const item of [...items].sort((a, b) => b.transferSize - a.transferSize)) {
      console.log(
        `${(item.transferSize / 1024).toFixed(1).padStart(8)} KB  ${item.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
    }
  }
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    transferredKb: Math.round(numeric('total-byte-weight') / 102.4) / 10,
    requests: items.length,
  };
}

/** The baseline: the smallest page there is, from a bare Node server. */
async function startBaselinePage(): Promise<http.Server> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><h1>Baseline</h1></body></html>';
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * With --nginx, the deployed config (deploy/nginx/paperwise.conf, as bench/faults runs it) in front of the one app
 * server: its three upstream lines all name it.
 */
async function startDeployedNginx(appPort: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'paperwise-lighthouse-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const { certificate, key } = makeCertificate(dir);
  const nginx = startNginx(dir, { httpPort, httpsPort, appPorts: [appPort, appPort, appPort], certificate, key });
  return {
    port: httpsPort,
    close: () => {
      nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const app = await startServer('app.ts');
const proxy = await startHttp2Proxy(app.port);
const nginx = process.argv.includes('--nginx') ? await startDeployedNginx(app.port) : null;
const baseline = await startBaselinePage();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS });
try {
  const { cookie, practiceId } = await paperOfANewStudent(app.port);
  const rows: Figures[] = [];
  rows.push(await audit(chrome.port, `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`, 'baseline'));
  // Each page twice: straight from the app over HTTP/1.1, and through the TLS proxy over HTTP/2 as deployed.
  for (const [protocol, base] of [
    ['HTTP/1.1', `http://127.0.0.1:${app.port}`],
    ['HTTP/2', `https://127.0.0.1:${proxy.port}`],
    ...(nginx ? [['nginx', `https://127.0.0.1:${nginx.port}`] as const] : []),
  ] as const) {
    rows.push(await audit(chrome.port, `${base}/`, `sign-in page, ${protocol}`));
    rows.push(await audit(chrome.port, `${base}/app/working/${practiceId}`, `working screen, ${protocol}`, cookie));
  }
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile (simulated slow 4G, 4x CPU), database: ${app.info.database}`,
  );
  console.table(
    rows.map((row) => ({
      page: row.page,
      performance: row.performance,
      accessibility: row.accessibility,
      'LCP ms': row.lcpMs,
      'TBT ms': row.tbtMs,
      'transferred KB': row.transferredKb,
      requests: row.requests,
    })),
  );
} finally {
  chrome.kill();
  baseline.close();
  await proxy.close();
  nginx?.close();
  await stopServer(app.child);
}

function lighthouseVersion(): string {
  return (process.env.npm_package_dependencies_lighthouse ?? '').replace(/^[~^]/, '') || '12';
}
