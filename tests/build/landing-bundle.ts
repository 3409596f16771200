// What the landing page downloads, read from the web build's manifest: the entry chunk and every chunk
// it imports statically (what the browser fetches before the page can render), gzipped as served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const LANDING_JS_BUDGET_BYTES = 200 * 1024;

/** The JS files the landing page loads: index.html's entry and its static imports, transitively. */
export function landingChunks(manifest: Manifest): string[] {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('the manifest has no index.html entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit('index.html');
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Gzipped bytes of the landing page's JS in a built `dist` folder, per file and in total. */
export function landingJsSize(distDir: string): { total: number; files: { file: string; gzip: number }[] } {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = landingChunks(manifest).map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file))).length }));
  return { total: files.reduce((sum, f) => sum + f.gzip, 0), files };
}
