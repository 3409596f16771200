// Once per test run: make sure Postgres and Redis are up and build a migrated template database that
// every test file clones (CREATE DATABASE ... TEMPLATE is far faster than migrating per file).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { seedPlans } from '../../core/plans.js';
import { ensureServices } from '../../scripts/services.mjs';
import type { TestProject } from 'vitest/node';
import { adminUrl, databaseUrl } from './db.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stopServices = await ensureServices(root);
  // One template per run, so runs started side by side never drop each other's template.
  const TEMPLATE_DB = `fg_tpl_${process.pid}_${project.name.replace(/\W/g, '')}`;
  project.provide('templateDb', TEMPLATE_DB);
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await client.end();
  const db = createDb(databaseUrl(TEMPLATE_DB), 1);
  await migrateToLatest(db);
  await seedPlans(db);
  await db.destroy();
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await c.end();
    stopServices();
  };
}
