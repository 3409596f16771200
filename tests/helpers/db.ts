import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

function base(): URL {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (run tests through `npm test`, or set it)');
  return new URL(url);
}

export function databaseUrl(name: string): string {
  const u = base();
  u.pathname = `/${name}`;
  return u.toString();
}

export const adminUrl = () => databaseUrl('postgres');

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `fg_t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`));
  return { name, url: databaseUrl(name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
