import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../test/app';
import { startS3Server } from '../test/s3-server';
import { createS3FileStore } from './s3-store';
import { newFileKey } from './store';

const keys = { bucket: 'paperwise-files', accessKeyId: 'test-key-id', secretAccessKey: 'test-secret-key' };

async function peer() {
  const s3 = await startS3Server(keys);
  onTestFinished(() => s3.close());
  return s3;
}

describe('the S3-compatible file store', () => {
  it('puts, gets and deletes objects, signed with SigV4, and answers null for a missing key', async () => {
    const s3 = await peer();
    const store = createS3FileStore({ ...keys, endpoint: s3.endpoint, region: 'ap-east-1' });
    onTestFinished(() => store.close());
    const key = newFileKey('png');
    const bytes = Buffer.from('not really a png, but bytes all the same: \u0000\u00ff');
    await store.put(key, bytes);
    expect(s3.objects.get(key)).toEqual(bytes);
    expect(await store.get(key)).toEqual(bytes);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(s3.requests.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    await expect(store.put('../escape.png', bytes)).rejects.toThrow('invalid file key');
  });

  it('fails loudly with the wrong secret, rather than losing the file quietly', async () => {
    const s3 = await peer();
    const store = createS3FileStore({ ...keys, secretAccessKey: 'wrong', endpoint: s3.endpoint, region: 'us-east-1' });
    onTestFinished(() => store.close());
    await expect(store.put(newFileKey('png'), Buffer.from('x'))).rejects.toThrow();
    expect(s3.objects.size).toBe(0);
  });

  it('serves an avatar uploaded through one app server from another, as several servers behind a proxy do', async () => {
    const s3 = await peer();
    const settings = { ...keys, endpoint: s3.endpoint, region: 'us-east-1' };
    const first = await createTestApp({ s3: settings });
    const second = await first.twin();
    const student = await first.make.user('student');
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const boundary = 'avatar';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await first.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { cookie: student.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const avatarUrl = (uploaded.json() as { avatarUrl: string }).avatarUrl;
    expect(s3.objects.size).toBe(1);
    const fromSecond = await second.inject({ method: 'GET', url: avatarUrl, headers: { cookie: student.cookie } });
    expect(fromSecond.statusCode).toBe(200);
    expect((await sharp(fromSecond.rawPayload).metadata()).width).toBe(256);
  });
});
