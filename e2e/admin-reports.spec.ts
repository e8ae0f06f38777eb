import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './admin-helpers';
import { signInAsDemo, signUpStudentByApi, startPracticeByApi } from './helpers';

/** The number in the reports menu entry's badge (0 without one); the side menu shows it on a desktop. */
async function reportBadge(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /Reports/ })
    .getByLabel(/ new$/);
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.getAttribute('aria-label'))!.replace(' new', ''));
}

test(
  'a report sent by a student appears on an open reports page without a reload',
  { tag: '@desktop-only' },
  async ({ page, browser }, testInfo) => {
    await signInAsDemo(page, 'Admin', ADMIN);
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
    await page.goto('/app/reports');
    await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
    // The page's event stream is open (its answer's headers are in) before the student writes.
    const opened = await stream;
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toContain('text/event-stream');
    const badgeBefore = await reportBadge(page);
    // Set on this document only: a reload would drop it.
    await page.evaluate(() => {
      (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });

    const studentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const student = await studentContext.newPage();
      await signUpStudentByApi(student, { name: 'Reporting Student' });
      const practice = await startPracticeByApi(student);
      const message = `Option B looks right too (${randomUUID().slice(0, 8)})`;
      const sent = await student.request.post(`/api/practices/${practice.id}/questions/1/reports`, {
        data: { message },
      });
      expect(sent.status(), await sent.text()).toBe(201);

      // Far sooner than any poll would (the page polls only while its stream is down).
      await expect(page.getByRole('row').filter({ hasText: message })).toBeVisible({ timeout: 5_000 });
      await expect(page.getByRole('row').filter({ hasText: message })).toContainText('Reporting Student');
      expect(await page.evaluate(() => (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
        true,
      );
      await expect.poll(() => reportBadge(page)).toBeGreaterThan(badgeBefore);
    } finally {
      await studentContext.close();
    }
  },
);
