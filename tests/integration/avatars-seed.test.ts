import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, seedAvatars } from '../../core/avatars/seed.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('avatar catalogue seed', () => {
  it('inserts the catalogue once, with locally drawn portraits the app serves', async () => {
    expect(await seedAvatars(app.rt.db, app.rt.storage, 60)).toEqual({ inserted: 60, total: 60 });
    expect(await seedAvatars(app.rt.db, app.rt.storage, 60)).toEqual({ inserted: 0, total: 60 });
    const rows = await app.rt.db.selectFrom('avatars').select(['name', 'seed_key', 'avatar_image_url', 'tags']).orderBy('seed_key').execute();
    expect(rows.map((r) => r.name)).toEqual(buildCatalogue(60).map((p) => p.name));
    const portrait = await fetch(app.url + rows[0]!.avatar_image_url);
    expect(portrait.status).toBe(200);
    expect(portrait.headers.get('content-type')).toBe('image/svg+xml');
    expect(await portrait.text()).toMatch(/^<svg/);
  });

  it('adds only what is missing when the catalogue grows, and keeps admin edits', async () => {
    await app.rt.db.updateTable('avatars').set({ slogan: 'Edited by an admin' }).where('seed_key', '=', 'catalogue-v1-00001').execute();
    expect(await seedAvatars(app.rt.db, app.rt.storage, 80)).toEqual({ inserted: 20, total: 80 });
    const edited = await app.rt.db.selectFrom('avatars').select('slogan').where('seed_key', '=', 'catalogue-v1-00001').executeTakeFirstOrThrow();
    expect(edited.slogan).toBe('Edited by an admin');
  });

  it('redraws the portraits when the storage was emptied', async () => {
    await rm(path.join(app.rt.config.STORAGE_DIR, 'avatars'), { recursive: true, force: true });
    await seedAvatars(app.rt.db, app.rt.storage, 80);
    expect((await fetch(`${app.url}/files/avatars/catalogue-v1-00080.svg`)).status).toBe(200);
  });
});
