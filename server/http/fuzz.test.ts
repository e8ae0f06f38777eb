import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

/** A PNG cut off halfway: its first bytes say PNG, its pixels never end. */
async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

function multipartFile(bytes: Buffer, name = 'photo.png', type = 'image/png') {
  const head = `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from('\r\n--fuzz--\r\n')]);
}

/**
 * The fuzz corpus every API route gets: bodies a client could send by mistake or malice. None may answer 5xx, signed in
 * or not; each is a 4xx with our error body. Cases come from what broke once (issue 24: a body nested 100,000 deep
 * overflowed the NUL check's recursion and answered 500 on every JSON route, before sign-in was checked).
 */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const corpus: Array<{ name: string; body: string | Buffer; type?: string }> = [
  { name: 'an array nested 100,000 deep', body: nested(100_000) },
  { name: 'an object nested 100,000 deep', body: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}` },
  { name: 'an array nested one past the cap', body: nested(65) },
  { name: 'truncated JSON', body: '{"score": 1, "comment": "x' },
  { name: 'a NUL character in a value', body: '{"name":"a\\u0000b","email":"a\\u0000@x.io"}' },
  { name: 'a prototype-poisoning key', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'the wrong shape entirely', body: '[1,"two",null,{"three":3}]' },
  { name: 'a number too large for a double', body: '{"score":1e400,"seq":1e400,"page":1e400}' },
  { name: 'text sent as JSON', body: 'not json at all' },
  { name: 'JSON sent as a form', body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { name: 'a multipart body with no boundary', body: '--x\r\n', type: 'multipart/form-data' },
];

describe('the fuzz corpus, sent to every API route', () => {
  it('never gets a 5xx, signed in or not', async () => {
    const test = await createTestApp();
    const student = await test.make.user('student');
    const superAdmin = await test.make.user('super-admin');
    const cases = [
      ...corpus,
      {
        name: 'a truncated PNG',
        body: multipartFile(await truncatedPng()),
        type: 'multipart/form-data; boundary=fuzz',
      },
    ];
    const spec = test.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'fuzz-id') })),
    );
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      for (const who of [null, student, superAdmin]) {
        for (const { name, body, type } of cases) {
          const res = await test.app.inject({
            method: route.method as 'POST',
            url: route.url,
            headers: { 'content-type': type ?? 'application/json', ...(who ? { cookie: who.cookie } : {}) },
            payload: body,
          });
          if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} (${name}): ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 400 invalid_image to a truncated PNG, as an avatar and as a blog picture, and stores nothing', async () => {
    const test = await createTestApp();
    const student = await test.make.user('student');
    const admin = await test.make.user('admin');
    const body = multipartFile(await truncatedPng());
    const headers = { 'content-type': 'multipart/form-data; boundary=fuzz' };
    const avatar = await test.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { ...headers, cookie: student.cookie },
      payload: body,
    });
    expect(avatar.statusCode).toBe(400);
    expect(avatar.json().error).toMatchObject({ code: 'invalid_image' });
    const blog = await test.call(admin, 'POST', '/api/admin/blogs', { title: { en: 'Fuzz', zh: '測試' } });
    expect(blog.statusCode, blog.body).toBeLessThan(300);
    const blogId = (blog.json() as { id: string }).id;
    const image = await test.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${blogId}/images/en`,
      headers: { ...headers, cookie: admin.cookie },
      payload: body,
    });
    expect(image.statusCode, image.body).toBe(400);
    expect(image.json().error).toMatchObject({ code: 'invalid_image' });
    const files = await test.app.db.selectFrom('files').select('key').execute();
    expect(files).toEqual([]);
  });

  it('refuses JSON nested deeper than any of ours with 400 invalid_request, before sign-in is checked', async () => {
    const test = await createTestApp();
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/practices',
      headers: { 'content-type': 'application/json' },
      payload: nested(100_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_request', params: { reason: 'too_deep', maxDepth: 64 } });
  });

  it("fills the English message from the error's params: finished sentences for API users", async () => {
    const test = await createTestApp();
    const student = await test.make.user('student');
    const res = await test.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { cookie: student.cookie, 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload: multipartFile(Buffer.from('hello'), 'a.txt', 'text/plain'),
    });
    expect(res.json().error).toMatchObject({
      code: 'invalid_file_type',
      message: 'This type of file is not accepted: png, jpeg, webp, gif',
    });
  });
});
