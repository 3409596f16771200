import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANDING_JS_BUDGET_BYTES, landingChunks, landingJsSize } from './landing-bundle.js';

// `npm test` builds web/dist (production mode) before this project runs.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

describe('the landing page bundle', () => {
  it('loads at most 200 KB of gzipped JavaScript', () => {
    const { total, files } = landingJsSize(dist);
    const list = files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n  ');
    expect(total, `landing page JS is ${(total / 1024).toFixed(1)} KB gzipped:\n  ${list}`).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });

  it('loads no markdown, payments, sockets, forms or signed-in shell', () => {
    // The build's (hidden) source maps name every module a chunk holds.
    const maps = landingJsSize(dist)
      .files.map(({ file }) => path.join(dist, `${file}.map`))
      .filter((map) => existsSync(map));
    const modules = maps.flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources);
    expect(modules.length).toBeGreaterThan(10);
    const unwanted =
      /node_modules\/(react-markdown|@stripe|socket\.io-client|engine\.io-client|@mantine\/form|@floating-ui)\/|src\/(components\/shell|account|billing|admin|auth)\//;
    expect(modules.filter((m) => unwanted.test(m))).toEqual([]);
  });

  it('counts the entry and its static imports, not the lazy routes', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_shared.js'], dynamicImports: ['src/admin/AdminScreen.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
      'src/admin/AdminScreen.tsx': { file: 'assets/AdminScreen.js', isDynamicEntry: true, imports: ['_shared.js'] },
    };
    expect(landingChunks(manifest).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/shared.js']);
  });
});
