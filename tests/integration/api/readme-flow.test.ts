import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildAvatars } from '../../helpers/avatar-factory.js';
import { signedInUser } from '../../helpers/factories.js';
import { grantCredits } from '../../helpers/transcript-factory.js';
import { waitFor } from '../../helpers/wait.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: ['avatar-reply', 'report'] });
});
afterAll(async () => {
  await app?.close();
});

describe("the README's API example", () => {
  it('starts a session, asks a question and fetches the report with only an API token', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 10);
    await buildAvatars(app.rt.db, 4);
    const { token } = (await client.post('/api/tokens', { name: 'README' })).body;
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${app.url}/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
      return (res.headers.get('content-type') ?? '').includes('json') ? res.json() : res.text();
    };

    const avatars = (await api('GET', '/avatars?pageSize=4')).items.map((a: { id: string }) => a.id);
    expect(avatars).toHaveLength(4);
    const session = await api('POST', '/sessions', { title: 'Smart kettle', productIdea: 'A kettle that texts you when the water boils', selectedAvatars: avatars });
    await api('POST', `/sessions/${session.id}/start`, {});
    await api('POST', `/sessions/${session.id}/questions`, { text: 'Would you buy it for $49?' });
    await waitFor(async () => (await api('GET', `/sessions/${session.id}/messages`)).pending.length === 0, { timeout: 30_000, what: 'answers' });
    expect(await api('GET', `/sessions/${session.id}/transcript?format=markdown`)).toContain('Would you buy it for $49?');

    const { reportId } = await api('POST', `/sessions/${session.id}/reports`);
    await waitFor(async () => (await api('GET', `/reports/${reportId}`)).status === 'ready', { timeout: 30_000, what: 'report' });
    expect(await api('GET', `/reports/${reportId}/export?format=markdown`)).toMatch(/^# /m);
  });
});
