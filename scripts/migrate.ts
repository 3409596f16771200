import { loadEnvFile } from '../core/env-file.js';
import { withScriptDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';

loadEnvFile();
await withScriptDb(async (db) => {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `[migrate] applied ${applied.join(', ')}` : '[migrate] up to date');
});
