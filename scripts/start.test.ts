import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configError } from './app-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function runStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, ms: Date.now() - started })));
}

describe('npm start validates the configuration first', () => {
  it('stops in seconds on a bad value, naming it, before any server, migration or build', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: 'not-a-port', LOG_LEVEL: 'loud' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const { code, out, ms } = await runStart(env);
    expect(code).toBe(1);
    expect(out).toMatch(/PORT: /);
    expect(out).toMatch(/LOG_LEVEL: /);
    expect(out).not.toMatch(/\[services\]|\[migrate\]|\[seed\]|Focus Group is running/);
    expect(ms).toBeLessThan(15_000);
  }, 30_000);

  it('accepts unset database and Redis URLs: npm start provides them', async () => {
    expect(await configError({ NODE_ENV: 'development' })).toBeNull();
    expect(await configError({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });
});
