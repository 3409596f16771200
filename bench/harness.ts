// Shared pieces of the benchmark sections: a fresh migrated database, percentiles, a result row type.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { loadConfig, type Config } from '../core/config.js';
import { seedPlans } from '../core/plans.js';

export interface BenchRow {
  section: string;
  name: string;
  value: number;
  unit: string;
  /** Figure divided by the reference figure measured in the same run, when the section has one. */
  ratio?: number;
  reference?: string;
}

/** What a section returns; the runner adds the section name. */
export type SectionRow = Omit<BenchRow, 'section'>;

export function requireEnv(name: 'DATABASE_URL' | 'REDIS_URL'): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run benchmarks with \`npm run bench\``);
  return v;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new migrated database for one benchmark section; drop() removes it. */
export async function benchDatabase(): Promise<{ url: string; db: Db; drop(): Promise<void> }> {
  const base = requireEnv('DATABASE_URL');
  const name = `fg_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(base, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(base, name);
  const db = createDb(url, 20);
  await migrateToLatest(db);
  await seedPlans(db);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: withDatabase(base, 'postgres') });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A section's own ground for an in-process runtime: a fresh database, a storage folder, and a quiet test
 * config on them with a queue prefix of its own; `env` adds or overrides settings. cleanup() removes
 * both (after the runtime is closed).
 */
export async function benchSetup(name: string, queuePrefix: string, env: Record<string, string> = {}): Promise<{ config: Config; cleanup(): Promise<void> }> {
  const database = await benchDatabase();
  const storageDir = mkdtempSync(path.join(tmpdir(), `fg-bench-${name}-`));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: requireEnv('REDIS_URL'),
    QUEUE_PREFIX: `${queuePrefix}${randomBytes(4).toString('hex')}`,
    STORAGE_DIR: storageDir,
    ...env,
  });
  return {
    config,
    async cleanup() {
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function toMarkdown(rows: BenchRow[]): string {
  const lines = ['| section | name | figure | unit | ratio to reference |', '|---|---|---:|---|---|'];
  for (const r of rows) {
    const ratio = r.ratio !== undefined ? `${round(r.ratio, 3)} × ${r.reference}` : '';
    lines.push(`| ${r.section} | ${r.name} | ${round(r.value)} | ${r.unit} | ${ratio} |`);
  }
  return lines.join('\n');
}
