// Temporary (not committed): screenshots of the screens this branch changed, on my own e2e server.
import { chromium, type Browser } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM } from './chromium';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3204}`;
const out = '/tmp/specrows-shots';
const [who = 'demo-student@paperwise.local', ...paths] = process.argv.slice(2);

async function shoot(browser: Browser, language: 'en' | 'zh', phone: boolean) {
  const context = await browser.newContext({
    baseURL: base,
    serviceWorkers: 'block',
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: who, password: 'paperwise-demo' },
    headers: { origin: base },
  });
  if (!signIn.ok()) throw new Error(await signIn.text());
  await context.request.patch('/api/me', { data: { language }, headers: { origin: base } });
  const page = await context.newPage();
  if (process.env.FAKE_SERIES) {
    await page.route(/\/api\/statistics\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const day0 = Date.now() - 40 * 86_400_000;
      body.series = Array.from({ length: 40 }, (_, i) => ({
        day: day0 + i * 86_400_000, papers: 1 + (i % 3), questions: 5, secondsPerQuestion: 60 + i,
        averageScore: 30 + ((i * 7) % 60), rankingPercentile: null, gradeLevel: null, grade: null,
      }));
      await route.fulfill({ response, json: body });
    });
  }
  await page.addInitScript((value) => window.localStorage.setItem('paperwise.language', value), language);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForTimeout(2500);
    const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${language}-${phone ? 'phone' : 'desktop'}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(name);
  }
  await context.close();
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const only = process.env.ONLY;
for (const [language, phone] of [['en', false], ['zh', false], ['en', true], ['zh', true]] as const) {
  if (only && only !== `${language}-${phone ? 'phone' : 'desktop'}`) continue;
  await shoot(browser, language, phone);
}
await browser.close();
