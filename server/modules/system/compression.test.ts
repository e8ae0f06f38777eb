import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressFile } from '../../../scripts/build/precompress';
import { createTestApp } from '../../test/app';

/** A built web app in miniature: an index page and a hashed script, precompressed as `vite build` leaves them. */
async function builtWebApp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'paperwise-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('a line of the app '.repeat(200))});\n`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><head><title>Paperwise</title></head>${'<!-- -->'.repeat(200)}`,
  );
  await compressFile(path.join(dir, 'assets', 'index-abc123.js'));
  await compressFile(path.join(dir, 'index.html'));
  return { dir, script };
}

describe('what a browser receives', () => {
  it('gets the precompressed brotli file of a script, cached for a year', async () => {
    const web = await builtWebApp();
    const { app } = await createTestApp({ webDir: web.dir });
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    // A script is not a document: nosniff and the resource policy, not the document policies.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(web.script);
    expect(res.rawPayload.length).toBeLessThan(web.script.length / 10);
  });

  it('gets gzip where brotli is not accepted, and the plain file where nothing is', async () => {
    const web = await builtWebApp();
    const { app } = await createTestApp({ webDir: web.dir });
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(web.script);
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.script);
  });

  it('gets the app page compressed on any path the app routes', async () => {
    const web = await builtWebApp();
    const { app } = await createTestApp({ webDir: web.dir });
    const res = await app.inject({ method: 'GET', url: '/app/free-practice', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Paperwise</title>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('gets API JSON over 1 KB compressed, and small answers as they are', async () => {
    const { app } = await createTestApp();
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
