import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HYGIENE_CHECKS, runCheck } from './hygiene.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const check = (name: string) => HYGIENE_CHECKS.find((c) => c.name === name)!;
const dirs: string[] = [];

/** A tiny repository with the real config files: an api entry, a core module, a db client, a web entry. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hygiene-'));
  dirs.push(dir);
  for (const name of ['.dependency-cruiser.cjs', 'knip.json', 'biome.json']) cpSync(path.join(ROOT, name), path.join(dir, name));
  const base: Record<string, string> = {
    '.gitignore': 'node_modules\n',
    'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module' }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true } }),
    'api/server.ts': "import { price } from '../core/money.js';\nimport { db } from '../db/client.js';\nconsole.log(price, db);\n",
    'workers/main.ts': "import { price } from '../core/money.js';\nconsole.log(price);\n",
    'core/money.ts': 'export const price = 5;\n',
    'db/client.ts': "export const db = 'pool';\n",
    'web/src/main.tsx': "import { price } from '../../core/money.js';\nconsole.log(price);\n",
    'scripts/start.mjs': "console.log('start');\n",
  };
  for (const [file, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each case runs the real tools (knip, dependency-cruiser, Biome): seconds each, far more on a busy machine.
describe('npm test hygiene checks', { timeout: 60_000 }, () => {
  it('passes a fixture that keeps the layers and uses every export', () => {
    const dir = fixture({});
    expect(runCheck(check('layers'), dir)).toMatchObject({ ok: true });
    expect(runCheck(check('unused'), dir)).toMatchObject({ ok: true });
  });

  it('fails when core imports the api (a layering violation)', () => {
    const dir = fixture({
      'core/money.ts': "import { handler } from '../api/routes.js';\nexport const price = handler.length;\n",
      'api/routes.ts': 'export const handler = [1];\n',
    });
    const result = runCheck(check('layers'), dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('core-below-processes');
  });

  it('fails when db imports core, or the web app reaches a server package', () => {
    const dir = fixture({
      'db/client.ts': "import { price } from '../core/money.js';\nexport const db = price;\n",
      'web/src/main.tsx': "import { server } from '../../core/server.js';\nconsole.log(server);\n",
      'core/server.ts': "import { createServer } from 'node:http';\nexport const server = createServer;\n",
    });
    const result = runCheck(check('layers'), dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('db-at-the-bottom');
    expect(result.output).toContain('web-browser-safe');
  });

  it('fails on an export nobody imports', () => {
    const dir = fixture({ 'core/money.ts': 'export const price = 5;\nexport const forgottenRate = 7;\n' });
    const result = runCheck(check('unused'), dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('forgottenRate');
  });

  it('fails the format check on a file the formatter would change', () => {
    const dir = fixture({ 'core/money.ts': 'export const price   =   5\n' });
    const result = runCheck(check('format'), dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('core/money.ts');
  });

  it('fails the lint on a focused test', () => {
    const dir = fixture({ 'core/money.test.ts': "import { it } from 'vitest';\nit.only('runs alone', () => {});\n" });
    const result = runCheck(check('lint'), dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('noFocusedTests');
  });
});
