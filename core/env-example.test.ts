import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function sources(dir: string, ext: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(dir, f));
}

/** Every variable the product reads: the config schema, the start scripts, and the web build's VITE_ values. */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  // The schema's keys: `    NAME: z.…` lines in core/config.ts.
  for (const [, name] of read('core/config.ts').matchAll(/^\s{4}([A-Z][A-Z0-9_]+):\s/gm)) names.add(name);
  for (const file of [...sources('scripts', /\.mjs$/), ...sources('db', /\.ts$/)]) {
    for (const [, name] of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(name);
  }
  for (const file of sources('web/src', /\.tsx?$/)) {
    for (const [, name] of read(file).matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)) names.add(name);
  }
  // Set by CI services, not by an operator.
  names.delete('CI');
  return names;
}

describe('.env.example', () => {
  it('documents every variable the config, the start scripts and the web app read', () => {
    const documented = Object.keys(parseEnv(read('.env.example')));
    const used = [...variablesRead()];
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((name) => !documented.includes(name)).sort()).toEqual([]);
  });
});
