import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_SIDE, IMAGE_TARGET_BYTES, UPLOAD_MAX_BYTES } from '../../../common/admin';
import { docx, multipart, pdf, type TestFile, zip } from '../../storage/testing';
import { createTestApp } from '../../test/app';

async function setup() {
  const test = await createTestApp();
  const superAdmin = await test.make.user('super-admin');
  const student = await test.make.user('student');
  const { subjectId } = await test.make.catalogue({ questionsPerType: 0 });
  const upload = async (file: TestFile, language = 'en') =>
    test.app.inject({
      method: 'PUT',
      url: `/api/admin/subjects/${subjectId}/syllabus/${language}`,
      ...(await multipart(file, superAdmin.cookie)),
    });
  return { ...test, superAdmin, student, subjectId, upload };
}

const download = (test: Awaited<ReturnType<typeof setup>>, url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('PUT /api/admin/subjects/:id/syllabus/:language', () => {
  it.each([
    ['a PDF', pdf('Syllabus'), 'syllabus.pdf', 'application/pdf'],
    [
      'a DOCX',
      docx('Syllabus'),
      'syllabus.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a UTF-8 text file', Buffer.from('課程綱要 Syllabus\n'), 'syllabus.txt', 'text/plain; charset=utf-8'],
  ])('accepts %s and serves it to signed-in users with its type and name', async (_name, bytes, name, type) => {
    const test = await setup();
    const res = await test.upload({ bytes, name, type: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const { syllabus } = res.json();
    expect(syllabus.en).toEqual({ name, url: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\.\w+$/) });
    expect(syllabus.zh).toBeNull();
    const file = await download(test, syllabus.en.url, test.student.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain(`filename="${name}"`);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect((await download(test, syllabus.en.url)).statusCode).toBe(401);
  });

  it('keeps a non-ASCII file name for the download', async () => {
    const test = await setup();
    const res = await test.upload({ bytes: pdf('x'), name: '課程綱要.pdf' }, 'zh');
    const file = await download(test, res.json().syllabus.zh.url, test.student.cookie);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('課程綱要.pdf')}`);
  });

  it('refuses a PNG renamed .pdf, checking the content rather than the name or declared type', async () => {
    const test = await setup();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const res = await test.upload({ bytes: png, name: 'syllabus.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'invalid_file_type', params: { allowed: 'pdf, doc, docx, txt' } });
    const subject = await test.call(test.superAdmin, 'GET', `/api/admin/subjects/${test.subjectId}`);
    expect(subject.json().syllabus.en).toBeNull();
  });

  it('refuses a zip that is not a Word document', async () => {
    const test = await setup();
    const res = await test.upload({ bytes: zip({ 'notes.txt': 'hello' }), name: 'syllabus.docx' });
    expect(res.json().error.code).toBe('invalid_file_type');
  });

  it('answers payload_too_large for a file over 10 MB', async () => {
    const test = await setup();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]);
    const res = await test.upload({ bytes, name: 'big.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers file_required without a file', async () => {
    const test = await setup();
    const res = await test.call(test.superAdmin, 'PUT', `/api/admin/subjects/${test.subjectId}/syllabus/en`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('file_required');
  });

  it('replaces the previous file, which then answers file_not_found', async () => {
    const test = await setup();
    const first = (await test.upload({ bytes: pdf('one'), name: 'one.pdf' })).json().syllabus.en.url;
    const second = (await test.upload({ bytes: pdf('two'), name: 'two.pdf' })).json().syllabus.en.url;
    expect(second).not.toBe(first);
    expect((await download(test, first, test.student.cookie)).json().error.code).toBe('file_not_found');
    expect((await download(test, second, test.student.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/files/:key', () => {
  it('answers file_not_found for a key that was never stored', async () => {
    const test = await setup();
    const res = await download(test, '/api/files/0123456789abcdef0123456789abcdef.pdf', test.student.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('file_not_found');
    const traversal = await download(test, '/api/files/..%2F..%2Fsession-secret', test.student.cookie);
    expect(traversal.statusCode).toBe(404);
  });
});

describe('POST /api/admin/images', () => {
  it('re-encodes a large noisy picture to WebP within 1600 px and about 500 KB', async () => {
    const test = await setup();
    const noisy = await sharp({
      create: {
        width: 2000,
        height: 1400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(IMAGE_TARGET_BYTES * 4);
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      ...(await multipart({ bytes: noisy, name: 'photo.png', type: 'image/png' }, test.superAdmin.cookie)),
    });
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({ contentType: 'image/webp', url: expect.stringMatching(/^\/api\/files\/.+\.webp$/) });
    expect(image.size).toBeLessThanOrEqual(IMAGE_TARGET_BYTES);
    expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(IMAGE_MAX_SIDE);
    const file = await download(test, image.url, test.student.cookie);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(file.rawPayload.length).toBe(image.size);
  });

  it('refuses a file that is not a picture, whatever its name', async () => {
    const test = await setup();
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      ...(await multipart({ bytes: pdf('x'), name: 'photo.png', type: 'image/png' }, test.superAdmin.cookie)),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invalid_file_type');
  });
});
