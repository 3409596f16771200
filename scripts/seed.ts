// Seeds what every installation needs: the pricing plans, a first admin, the avatar catalogue and the sample reports. Idempotent.
import { seedFirstAdmin } from '../core/admin-seed.js';
import { seedAvatars } from '../core/avatars/seed.js';
import { seedPlans } from '../core/plans.js';
import { seedSampleReports } from '../core/reports/samples/seed.js';
import { loadEnvFile } from '../core/env-file.js';
import { createDiskStorage } from '../core/storage.js';
import { withScriptDb } from '../db/client.js';

loadEnvFile();
await withScriptDb(async (db) => {
  await seedPlans(db);
  // Same default as STORAGE_DIR in core/config.ts: the api serves the portraits from there.
  const started = performance.now();
  const storage = createDiskStorage(process.env.STORAGE_DIR || '.data/storage');
  const avatars = await seedAvatars(db, storage);
  console.log(`[seed] avatars: ${avatars.inserted} added, ${avatars.total} in the catalogue (${Math.round(performance.now() - started)} ms)`);
  const samples = await seedSampleReports(db, storage);
  console.log(`[seed] sample reports: ${samples.created} generated`);
  const admin = await seedFirstAdmin(db, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
  if (admin?.generatedPassword) {
    console.log('');
    console.log('  First admin account created (this password is shown only once):');
    console.log(`    e-mail:   ${admin.email}`);
    console.log(`    password: ${admin.generatedPassword}`);
    console.log('');
  } else if (admin) {
    console.log(`[seed] admin ${admin.email} created from ADMIN_EMAIL / ADMIN_PASSWORD`);
  }
  console.log('[seed] done');
});
