import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAiTestApp, readUploadOnce, uploadFiles } from '../../test/ai-app';
import type { TestUser } from '../../test/factories';
import type { FilePart } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';

// Issue 26: the upload-assignment tab takes Word worksheets and spreadsheets. The file picker converts them in the
// browser (Word to HTML, a spreadsheet to CSV); the server checks that text by its content, cleans the HTML like other
// rich text, and the text model reads it instead of page images.

const worksheetHtml = [
  '<h1>Worksheet 3</h1>',
  '<p>1. Explain why <strong>x² − 9</strong> factorises.</p>',
  '<p onclick="steal()">2. Find the roots of $x^2 = 9$.</p>',
  '<script>fetch("https://evil.example/")</script>',
  '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="figure"/></p>',
].join('\n');

const html = (text: string): FilePart => ({ bytes: Buffer.from(text), name: 'worksheet.html', type: 'text/html' });

async function setup() {
  const test = await createAiTestApp();
  const catalogue = await test.make.catalogue({ questionsPerType: 1 });
  const teacher = await test.make.user('teacher');
  const upload = (user: TestUser, parts: FilePart[]) =>
    uploadFiles(test, user, parts, `subjectId=${catalogue.subjectId}&locale=en`);
  const readView = (jobId: string) => readUploadOnce(test, teacher, jobId);
  return { test, teacher, upload, readView };
}

describe('an uploaded Word worksheet or spreadsheet', () => {
  it("reaches the text model as cleaned HTML and as CSV, beside a photo's page for the vision model", async () => {
    const { test, teacher, upload, readView } = await setup();
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const csv = 'No,Question,Marks\r\n1,"Solve $x + 1 = 3$, showing your working",2';
    const res = await upload(teacher, [
      html(worksheetHtml),
      // Declared as a Word file: its content is text, so CSV is what counts.
      { bytes: Buffer.from(csv), name: 'marks.docx', type: 'application/msword' },
      { bytes: photo, name: 'page.png', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const read = await readView((res.json() as { jobId: string }).jobId);
    expect(read.pages).toBe(3);
    expect(read.questions?.map((q) => q.question.slice(0, 13))).toEqual([
      'Document 1 Q1',
      'Document 2 Q1',
      'Page 3 Q1: wh',
      'Page 3 Q2: fa',
    ]);

    const [word, sheet, page] = test.peer.requests;
    // Documents go to the text model with no image; the photo to the vision model.
    expect([word!.model, sheet!.model, page!.model]).toEqual(['test-model', 'test-model', 'test-vision']);
    expect([word!.images, sheet!.images, page!.images.length]).toEqual([[], [], 1]);
    const prompt = JSON.stringify(word!.messages);
    expect(prompt).toContain('HTML converted from a Word document');
    expect(prompt).toContain('<p>1. Explain why <strong>x² − 9</strong> factorises.</p>');
    expect(prompt).toContain('<p>2. Find the roots of $x^2 = 9$.</p>');
    // Cleaned like any rich text: no script, no handler, no embedded picture.
    expect(prompt).not.toMatch(/script|onclick|steal|data:image|<img/);
    expect(JSON.stringify(sheet!.messages)).toContain(JSON.stringify(csv).slice(1, -1));
  });

  it('refuses a file that is neither a page nor text, an empty document and one too long, writing nothing', async () => {
    const { test, teacher, upload } = await setup();
    const before = await snapshotDatabase(test.app.db);

    // A .docx sent as it is (a zip), not converted by the picker: its bytes are no page and no text.
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0xff, 0xfe]);
    const raw = await upload(teacher, [{ bytes: zip, name: 'worksheet.docx', type: 'application/zip' }]);
    expect([raw.statusCode, raw.json().error.code]).toEqual([400, 'invalid_file_type']);
    expect(raw.json().error.params.allowed).toBe('PDF, PNG, JPEG, Word (.docx), Excel (.xlsx), CSV');

    // Only a script and a picture: nothing left to read once cleaned.
    const empty = await upload(teacher, [
      html('<script>alert(1)</script><p><img src="data:image/png;base64,AA=="></p>'),
    ]);
    expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'document_empty']);

    // A good worksheet first, then one over 60,000 characters: the whole upload is refused.
    const long = await upload(teacher, [html(worksheetHtml), html(`<p>${'x'.repeat(60_000)}</p>`)]);
    expect([long.statusCode, long.json().error]).toEqual([
      400,
      expect.objectContaining({ code: 'document_too_long', params: { max: 60_000 } }),
    ]);
    expect(long.json().error.message).toMatch(/60000/);

    expect(await snapshotDatabase(test.app.db)).toEqual(before);
    expect(test.peer.requests).toHaveLength(0);
  });
});
