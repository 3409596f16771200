import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { declaredPng } from '../helpers/images.js';

// Smallest valid images of each accepted type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const avatarUrlOf = async (id: string) => (await app.rt.db.selectFrom('users').select('avatar_url').where('id', '=', id).executeTakeFirstOrThrow()).avatar_url;

describe('profile', () => {
  it('reads and updates the names; the e-mail is read-only', async () => {
    const { client, user } = await signedInUser(app);
    const patched = await client.patch('/api/profile', { firstName: '  Ada ', lastName: 'Lovelace' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', email: user.email });
    const refused = await client.patch('/api/profile', { email: 'other@example.com' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/email/);
    expect((await client.get('/api/profile')).body.email).toBe(user.email);
  });

  it('requires sign-in', async () => {
    expect((await new TestClient(app.url).get('/api/profile')).status).toBe(401);
  });
});

describe('profile photo', () => {
  it('stores a PNG and serves it back with safe headers', async () => {
    const { client, user } = await signedInUser(app);
    const res = await client.upload('/api/profile/photo', 'photo', { name: 'me.png', data: PNG, type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.avatarUrl).toMatch(new RegExp(`^/files/profile-photos/${user.id}/\\d+\\.png$`));
    const served = await fetch(app.url + res.body.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // A fresh encoding of the same pixels, not the uploaded bytes.
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await client.get('/api/auth/me')).body.user.avatarUrl).toBe(res.body.avatarUrl);
  });

  it('refuses a 3 KB PNG that declares 50000 x 50000 pixels, before decoding it', async () => {
    const { client, user } = await signedInUser(app);
    const bomb = declaredPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(4096);
    const started = Date.now();
    const res = await client.upload('/api/profile/photo', 'photo', { name: 'bomb.png', data: bomb, type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/too many pixels/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await avatarUrlOf(user.id)).toBeNull();
  });

  it('strips metadata (EXIF, comments) from what it stores', async () => {
    const { client } = await signedInUser(app);
    const tagged = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-51.5N' } })
      .toBuffer();
    expect(tagged.includes('secret-location')).toBe(true);
    const res = await client.upload('/api/profile/photo', 'photo', { name: 'me.jpg', data: tagged, type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const stored = Buffer.from(await (await fetch(app.url + res.body.avatarUrl)).arrayBuffer());
    expect(stored.includes('secret-location')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses bytes that claim to be a PNG but do not decode', async () => {
    const { client } = await signedInUser(app);
    const broken = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(20)]);
    const res = await client.upload('/api/profile/photo', 'photo', { name: 'broken.png', data: broken, type: 'image/png' });
    expect(res.status).toBe(400);
  });

  it('accepts a GIF', async () => {
    const { client } = await signedInUser(app);
    expect((await client.upload('/api/profile/photo', 'photo', { name: 'me.gif', data: GIF })).status).toBe(201);
  });

  it('refuses a 6 MB photo with the documented message and changes nothing', async () => {
    const { client, user } = await signedInUser(app);
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await client.upload('/api/profile/photo', 'photo', { name: 'big.png', data: big, type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('File size must be less than 5MB');
    expect(await avatarUrlOf(user.id)).toBeNull();
  });

  it('refuses a PNG renamed to .gif', async () => {
    const { client, user } = await signedInUser(app);
    const res = await client.upload('/api/profile/photo', 'photo', { name: 'fake.gif', data: PNG, type: 'image/gif' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid file type. Please use JPG, PNG, or GIF.');
    expect(await avatarUrlOf(user.id)).toBeNull();
  });

  it('refuses a text file renamed to .png', async () => {
    const { client, user } = await signedInUser(app);
    const res = await client.upload('/api/profile/photo', 'photo', { name: 'notes.png', data: Buffer.from('just some text, not an image\n'), type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid file type. Please use JPG, PNG, or GIF.');
    expect(await avatarUrlOf(user.id)).toBeNull();
  });

  it('asks for a file when none is sent', async () => {
    const { client } = await signedInUser(app);
    const res = await client.request('POST', '/api/profile/photo', undefined, { raw: new FormData() });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please choose a photo to upload.');
  });
});

describe('operations endpoints', () => {
  it('reports liveness, readiness and Prometheus metrics', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', postgres: true, redis: true });
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/http_request_duration_seconds_bucket/);
    expect(metrics).toMatch(/bullmq_jobs\{queue="notify",state="waiting"\}/);
  });

  it('echoes a request id on every response', async () => {
    const res = await fetch(`${app.url}/api/plans`, { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
  });

  it('lists the plans by price', async () => {
    const res = await new TestClient(app.url).get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { planName: string; price: number; credits: number; popular: boolean }) => [p.planName, p.price, p.credits, p.popular])).toEqual([
      ['starter', 9.99, 10, false],
      ['growth', 39.99, 50, true],
      ['pro', 69.99, 100, false],
      ['enterprise', 299.99, 500, false],
    ]);
  });
});
