import http from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../storage/testing';
import { createTestApp } from '../../test/app';

async function adminApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const test = await createTestApp(overrides);
  const admin = await test.make.user('admin');
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  return { ...test, admin, call };
}

describe('blog categories', () => {
  it('need a label in some language, default to HKDSE students and delete softly', async () => {
    const { call } = await adminApp();
    const empty = await call('POST', '/api/admin/blog-categories', { title: { en: ' ', zh: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('invalid_title');
    expect((await call('GET', '/api/admin/blog-categories')).json().categories).toEqual([]);

    const made = await call('POST', '/api/admin/blog-categories', { title: { zh: '溫習技巧' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ title: { en: '', zh: '溫習技巧' }, audience: 'HKDSE students', order: 0 });
    const second = await call('POST', '/api/admin/blog-categories', { title: { en: 'News' }, audience: 'Parents' });
    expect(second.json()).toMatchObject({ audience: 'Parents', order: 1 });

    const edited = await call('PATCH', `/api/admin/blog-categories/${made.json().id}`, {
      title: { en: 'Study tips', zh: '溫習技巧' },
    });
    expect(edited.json().title).toEqual({ en: 'Study tips', zh: '溫習技巧' });

    expect((await call('DELETE', `/api/admin/blog-categories/${second.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/blog-categories/${second.json().id}`)).statusCode).toBe(404);
    const left = (await call('GET', '/api/admin/blog-categories')).json().categories;
    expect(left.map((c: { id: string }) => c.id)).toEqual([made.json().id]);
  });
});

describe('blogs', () => {
  it('are written per language, cleaned, categorised, published and deleted softly', async () => {
    const { call, app } = await adminApp();
    const category = (await call('POST', '/api/admin/blog-categories', { title: { en: 'Tips' } })).json();
    const created = await call('POST', '/api/admin/blogs', { title: { en: 'Five Ways to Revise Maths!' } });
    expect(created.statusCode).toBe(201);
    const blog = created.json();
    expect(blog).toMatchObject({ slug: 'five-ways-to-revise-maths', published: false, categoryIds: [] });
    // A second blog of the same title gets an address of its own.
    const twin = (await call('POST', '/api/admin/blogs', { title: { en: 'Five ways to revise maths' } })).json();
    expect(twin.slug).toMatch(/^five-ways-to-revise-maths-[0-9a-f]{6}$/);

    const patched = await call('PATCH', `/api/admin/blogs/${blog.id}`, {
      title: { zh: '溫習數學的五個方法' },
      description: { en: 'Short and useful', zh: '簡短實用' },
      content: {
        en: '<p onclick="steal()">Area is $\\pi r^2$<script>alert(1)</script></p><img src="https://evil.example/x.png">',
        zh: '<p>面積是 $\\pi r^2$</p>',
      },
      categoryIds: [category.id, category.id],
    });
    expect(patched.statusCode).toBe(200);
    const view = patched.json();
    expect(view.title).toEqual({ en: 'Five Ways to Revise Maths!', zh: '溫習數學的五個方法' });
    expect(view.categoryIds).toEqual([category.id]);
    expect(view.content.en).not.toMatch(/script|onclick|evil\.example/);
    expect(view.content.en).toContain('$\\pi r^2$');
    expect(view.preview.en).toContain('class="katex"');
    expect(view.slug).toBe(blog.slug);

    const unknown = await call('PATCH', `/api/admin/blogs/${blog.id}`, { categoryIds: ['nope'] });
    expect(unknown.json().error.code).toBe('blog_category_not_found');

    // No title in either language: cannot be published, and the refused request writes nothing.
    const untitled = (await call('POST', '/api/admin/blogs', { title: {} })).json();
    const refused = await call('PATCH', `/api/admin/blogs/${untitled.id}`, {
      description: { en: 'kept?' },
      published: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('blog_title_required');
    expect((await call('GET', `/api/admin/blogs/${untitled.id}`)).json()).toMatchObject({
      published: false,
      description: { en: '' },
    });

    expect((await call('PATCH', `/api/admin/blogs/${blog.id}`, { published: true })).json().published).toBe(true);
    const list = (await call('GET', '/api/admin/blogs')).json();
    expect(list.blogs).toHaveLength(3);
    expect(list.threads).toBe(false);
    expect(list.categories).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/blogs/${twin.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/blogs/${twin.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/blogs/${twin.id}`, { published: true })).statusCode).toBe(404);
    const row = await app.db.selectFrom('blogs').select('deleted').where('id', '=', twin.id).executeTakeFirst();
    expect(row?.deleted).toBe(1);
  });

  it('stores each picture as a PNG at most 800 px wide, checked by content', async () => {
    const { call, app, admin } = await adminApp();
    const blog = (await call('POST', '/api/admin/blogs', { title: { en: 'Pictures' } })).json();
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#ff8800' } })
      .jpeg()
      .toBuffer();
    const upload = await app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${blog.id}/images/zh`,
      ...(await multipart({ bytes: jpeg, name: 'photo.jpg', type: 'image/jpeg' }, admin.cookie)),
    });
    expect(upload.statusCode).toBe(200);
    const url = upload.json().image.zh as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect(upload.json().image.en).toBeNull();
    const file = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(file.headers['content-type']).toContain('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 800, height: 400 });

    const fake = await app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${blog.id}/images/en`,
      ...(await multipart(
        { bytes: Buffer.from('<svg onload="x()"/>'), name: 'x.png', type: 'image/png' },
        admin.cookie,
      )),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error.code).toBe('invalid_file_type');

    const cleared = await call('DELETE', `/api/admin/blogs/${blog.id}/images/zh`);
    expect(cleared.json().image.zh).toBeNull();
  });
});

describe('the public blog', () => {
  it('shows published posts as plain HTML in both languages, with tags, a sitemap and only public pictures', async () => {
    const { call, app, admin } = await adminApp({ publicUrl: 'https://paperwise.example' });
    const post = (await call('POST', '/api/admin/blogs', { title: { en: 'Exam <week>', zh: '考試週' } })).json();
    await call('PATCH', `/api/admin/blogs/${post.id}`, {
      description: { en: 'Plan "well"', zh: '好好計劃' },
      content: { en: '<p>Speed is $v = d/t$</p>', zh: '<p>速度是 $v = d/t$</p>' },
      published: true,
    });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const picture = await app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${post.id}/images/en`,
      ...(await multipart({ bytes: png, name: 'a.png', type: 'image/png' }, admin.cookie)),
    });
    const key = (picture.json().image.en as string).split('/').pop();
    const draft = (await call('POST', '/api/admin/blogs', { title: { en: 'Secret draft' } })).json();

    const index = await app.inject({ method: 'GET', url: '/blog' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.body).toContain('Exam &#60;week&#62;');
    expect(index.body).not.toContain('Secret draft');
    expect(index.body).not.toContain('<script');
    expect(index.body).toContain('<link rel="canonical" href="https://paperwise.example/blog">');

    const en = await app.inject({ method: 'GET', url: `/blog/${post.slug}` });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('class="katex"');
    expect(en.body).toContain(`<meta property="og:image" content="https://paperwise.example/blog/files/${key}">`);
    expect(en.body).toContain('<meta name="twitter:description" content="Plan &#34;well&#34;">');
    expect(en.body).toContain(`hreflang="zh-HK" href="https://paperwise.example/blog/${post.slug}?lang=zh"`);
    const zh = await app.inject({ method: 'GET', url: `/blog/${post.slug}?lang=zh` });
    expect(zh.body).toContain('<html lang="zh-HK">');
    expect(zh.body).toContain('考試週');
    expect(zh.body).toContain(`<link rel="canonical" href="https://paperwise.example/blog/${post.slug}?lang=zh">`);

    expect((await app.inject({ method: 'GET', url: `/blog/${draft.slug}` })).statusCode).toBe(404);
    // A slash at the end, or a name no post could have, is the blog's page, never a JSON error.
    const slash = await app.inject({ method: 'GET', url: '/blog/?lang=zh' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/blog?lang=zh');
    const long = await app.inject({ method: 'GET', url: `/blog/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(404);
    expect(long.headers['content-type']).toContain('text/html');
    expect((await app.inject({ method: 'GET', url: `/blog/files/${key}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/blog/katex/katex.min.css' })).statusCode).toBe(200);

    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('xml');
    expect(sitemap.body).toContain(`<loc>https://paperwise.example/blog/${post.slug}</loc>`);
    expect(sitemap.body).not.toContain(draft.slug);

    // Unpublished again: the post and its picture leave the public side.
    await call('PATCH', `/api/admin/blogs/${post.id}`, { published: false });
    expect((await app.inject({ method: 'GET', url: `/blog/${post.slug}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/blog/files/${key}` })).statusCode).toBe(404);
  });
});

describe('posting to Threads', () => {
  it('is refused when not configured, and goes through the API of a configured peer', async () => {
    const unconfigured = await adminApp();
    const blog = (await unconfigured.call('POST', '/api/admin/blogs', { title: { en: 'Hello' } })).json();
    await unconfigured.call('PATCH', `/api/admin/blogs/${blog.id}`, { published: true });
    const refused = await unconfigured.call('POST', `/api/admin/blogs/${blog.id}/threads`);
    expect(refused.json().error.code).toBe('threads_not_configured');

    const seen: Array<{ path: string; body: URLSearchParams }> = [];
    let fail = false;
    const peer = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => {
        const body = new URLSearchParams(data);
        seen.push({ path: req.url ?? '', body });
        res.setHeader('content-type', 'application/json');
        if (fail || body.get('access_token') !== 'secret-token') {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { message: 'bad' } }));
          return;
        }
        res.end(JSON.stringify({ id: req.url?.endsWith('threads_publish') ? 'post-77' : 'container-1' }));
      });
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const { port } = peer.address() as { port: number };
    try {
      const test = await adminApp({
        publicUrl: 'https://paperwise.example',
        threads: { apiUrl: `http://127.0.0.1:${port}/v1.0`, userId: 'u1', accessToken: 'secret-token' },
      });
      expect((await test.call('GET', '/api/admin/blogs')).json().threads).toBe(true);
      const post = (await test.call('POST', '/api/admin/blogs', { title: { en: 'Exam tips', zh: '考試貼士' } })).json();
      const draft = await test.call('POST', `/api/admin/blogs/${post.id}/threads`);
      expect(draft.statusCode).toBe(404);
      expect(seen).toHaveLength(0);

      await test.call('PATCH', `/api/admin/blogs/${post.id}`, { published: true });
      const posted = await test.call('POST', `/api/admin/blogs/${post.id}/threads`);
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toEqual({ id: 'post-77' });
      expect(seen.map((s) => s.path)).toEqual(['/v1.0/u1/threads', '/v1.0/u1/threads_publish']);
      expect(seen[0]?.body.get('media_type')).toBe('TEXT');
      expect(seen[0]?.body.get('text')).toBe(`考試貼士\nhttps://paperwise.example/blog/${post.slug}`);
      expect(seen[1]?.body.get('creation_id')).toBe('container-1');

      fail = true;
      const failed = await test.call('POST', `/api/admin/blogs/${post.id}/threads`);
      expect(failed.statusCode).toBe(409);
      expect(failed.json().error.code).toBe('threads_failed');
    } finally {
      peer.close();
    }
  });
});
