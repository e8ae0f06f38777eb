// Every byte a phone receives for the first screens, without Lighthouse's scoring: Debian's Chromium at phone size
// opens the sign-in page and the working screen of a new five-question paper, served by the real product (built web
// app, SQLite, the question bank), straight over HTTP/1.1 and through the HTTP/2 proxy, and sums what came over the
// wire (bodies as sent, and headers) until the network has been quiet for 2 s, as Lighthouse's "total byte weight"
// does. Quick and steady on a loaded machine (no CPU timing), so a change's effect on the first load can be measured
// beside the baseline. Needs `npx vite build` first.
//   npx tsx bench/bundle.ts --wire [--requests]
import { chromium } from 'playwright';
import { startHttp2Proxy } from './h2-proxy';
import { CHROME_FLAGS, CHROMIUM, paperOfANewStudent, startServer, stopServer } from './lib';

const QUIET_MS = 2000;

interface Load {
  page: string;
  bytes: number;
  files: Array<{ url: string; bytes: number }>;
}

export async function measureWire(): Promise<Load[]> {
  const app = await startServer('app.ts');
  const proxy = await startHttp2Proxy(app.port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROME_FLAGS, '--ignore-certificate-errors'],
  });
  try {
    const { cookie, practiceId } = await paperOfANewStudent(app.port);
    const loads: Load[] = [];
    for (const [protocol, base] of [
      ['HTTP/1.1', `http://127.0.0.1:${app.port}`],
      ['HTTP/2', `https://127.0.0.1:${proxy.port}`],
    ] as const) {
      loads.push(await load(browser, `${base}/`, `sign-in page, ${protocol}`));
      loads.push(await load(browser, `${base}/app/working/${practiceId}`, `working screen, ${protocol}`, cookie));
    }
    return loads;
  } finally {
    await browser.close();
    await proxy.close();
    await stopServer(app.child);
  }
}

async function load(browser: import('playwright').Browser, url: string, page: string, cookie?: string): Promise<Load> {
  // Lighthouse's phone: 412 x 823 at 1.75, touch.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: cookie ? { cookie } : {},
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    lastActivity = Date.now();
  });
  // An open event stream never finishes: its bytes so far count, as in Lighthouse.
  cdp.on('Network.dataReceived', (event) => {
    sizes.set(event.requestId, (sizes.get(event.requestId) ?? 0) + event.encodedDataLength);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    sizes.set(event.requestId, (sizes.get(event.requestId) ?? 0) + (event.response.encodedDataLength ?? 0));
  });
  cdp.on('Network.loadingFinished', (event) => {
    sizes.set(event.requestId, event.encodedDataLength);
    lastActivity = Date.now();
  });
  await tab.goto(url, { waitUntil: 'load' });
  while (Date.now() - lastActivity < QUIET_MS) await tab.waitForTimeout(250);
  await context.close();
  const files = [...urls].map(([id, address]) => ({
    url: address.replace(/^https?:\/\/[^/]+/, ''),
    bytes: sizes.get(id) ?? 0,
  }));
  files.sort((a, b) => b.bytes - a.bytes);
  return { page, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}
