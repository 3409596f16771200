import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.js';

describe('loadEnvFile', () => {
  it('reads .env, keeps what the environment already set, and treats empty values as unset', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fg-env-'));
    try {
      const file = path.join(dir, '.env');
      writeFileSync(file, ['PORT=3102                # api port', 'LOG_LEVEL=debug', 'SESSION_SECRET=', '# a comment', 'MAIL_FROM="Focus Group <a@b.c>"'].join('\n'));
      const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' };
      loadEnvFile(file, env);
      expect(env).toEqual({ PORT: '3102', LOG_LEVEL: 'warn', MAIL_FROM: 'Focus Group <a@b.c>' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = {};
    loadEnvFile('/nonexistent/.env', env);
    expect(env).toEqual({});
  });
});
