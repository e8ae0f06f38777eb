import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, type BootData } from '../../../common/boot';
import { createTestApp } from '../../test/app';

/** A built index.html as Vite leaves it: a head, the root element and the entry script. */
function builtWebDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'paperwise-page-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Paperwise</title></head><body><div id="root"></div>' +
      '<script type="module" src="/assets/index-abc.js"></script></body></html>',
  );
  return dir;
}

function bootOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script></head>`).exec(html);
  if (!match?.[1]) throw new Error(`no boot data in ${html}`);
  return JSON.parse(match[1]) as BootData;
}

describe("the app's page carries the first screen's data", () => {
  it('says nobody is signed in, with the public configuration, and is never kept by a shared cache', async () => {
    const { app } = await createTestApp({ webDir: builtWebDir() });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const boot = bootOf(res.body);
    expect(boot.me).toBeNull();
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(boot.config).toEqual(config.json());
  });

  it("carries the signed-in user's profile as GET /api/me answers it, and marks them seen", async () => {
    const { make, call } = await createTestApp({ webDir: builtWebDir() });
    const student = await make.user('student');
    const res = await call(student, 'GET', '/app/free-practice');
    const boot = bootOf(res.body);
    const me = await call(student, 'GET', '/api/me');
    expect(boot.me).toEqual({ ...me.json(), lastSeenAt: boot.me?.lastSeenAt });
    expect(boot.me?.id).toBe(student.id);
    expect(boot.me?.role).toBe('student');
  });

  it("cannot be broken out of by a user's own text", async () => {
    const { make, call } = await createTestApp({ webDir: builtWebDir() });
    const name = '</script><script>alert(1)</script><!--';
    const student = await make.user('student', { name });
    const res = await call(student, 'GET', '/app/');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(bootOf(res.body).me?.displayName).toBe(name);
  });

  it('follows a build made while the server runs, so a page never points at scripts that are gone', async () => {
    const webDir = builtWebDir();
    const { app } = await createTestApp({ webDir });
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('/assets/index-abc.js');
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head></head><body><script type="module" src="/assets/index-def.js"></script></body></html>',
    );
    const rebuilt = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(rebuilt).toContain('/assets/index-def.js');
    expect(bootOf(rebuilt).me).toBeNull();
  });

  it('treats an unknown session as nobody signed in', async () => {
    const { app } = await createTestApp({ webDir: builtWebDir() });
    const res = await app.inject({
      method: 'GET',
      url: '/app/',
      headers: { cookie: 'paperwise.session=forged.value' },
    });
    expect(res.statusCode).toBe(200);
    expect(bootOf(res.body).me).toBeNull();
  });
});

describe('an address that cannot be read', () => {
  it('is the app\'s page with its broken escapes kept as text, so the app shows its "not found", never JSON', async () => {
    const { app } = await createTestApp({ webDir: builtWebDir() });
    const res = await app.inject({ method: 'GET', url: '/app/result/%E0%A4%A?x=1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/result/%25E0%25A4%25A?x=1');
    const page = await app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The API keeps answering in its own shape.
    const api = await app.inject({ method: 'GET', url: '/api/practices/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
  });
});
