import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { linkByApi, myId, publishAssignmentByApi, screenshot, signUpByApi, signUpStudentByApi } from './helpers';

const LOADED = { timeout: 30_000 };

/**
 * A photo of a handwritten page, 300x400: grey paper in dim light with dark lines of "writing" (the picker makes it
 * black and white). A PNG made here: rows of RGB pixels, deflated (node:zlib), in the three chunks a PNG needs.
 */
function pagePhoto(): Buffer {
  const width = 300;
  const height = 400;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 170);
    row[0] = 0;
    const isInk = y % 40 >= 20 && y % 40 < 24;
    if (isInk) for (let x = 30; x < 270; x++) row.fill(50, 1 + x * 3, 4 + x * 3);
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a teacher uploads a paper handed in on paper, without AI, and marks it beside its pages @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  // The student, in a context of their own: signed up through the API.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const studentEmail = await signUpStudentByApi(student, { name: 'Wong Siu Ming' });
  const studentId = await myId(student);

  // The teacher (this page) links the student and publishes a paper of 1 MC and 1 short question for them.
  await signUpByApi(page, { role: 'teacher', name: 'Mr Ho' });
  await linkByApi(page, student, studentEmail);
  const assignmentId = await publishAssignmentByApi(page, [studentId], { mc: 1, short: 1 });

  // Not handed in on screen: the teacher uploads the photo of the paper.
  await page.goto(`/app/assignment-submission/${assignmentId}/${studentId}`);
  await expect(page.getByText('Wong Siu Ming has not submitted this assignment yet.')).toBeVisible(LOADED);
  await screenshot(page, testInfo, 'hand-in-upload');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload handed-in paper' }).click();
  await (await chooser).setFiles({ name: 'paper.png', mimeType: 'image/png', buffer: pagePhoto() });

  // The page shows beside the form; both answers await the teacher's mark, the MC one included.
  await expect(page.getByText('Handed in on paper: 1 page')).toBeVisible(LOADED);
  await expect(page.getByRole('img', { name: 'Page 1' })).toBeVisible();
  await expect(page.getByText('2 answers to mark')).toBeVisible();
  await page.getByLabel(/^Mark \(0 to/).fill('1');
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible(LOADED);
  await expect(page.getByText('1 answer to mark')).toBeVisible(LOADED);
  await screenshot(page, testInfo, 'hand-in-marking');

  // The page the picker sent is the black and white PNG it made.
  const pageImage = await page.request.get(`/api/assignments/${assignmentId}/students/${studentId}/pages/1`);
  expect(pageImage.headers()['content-type']).toBe('image/png');
  await studentContext.close();
});
