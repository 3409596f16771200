// The web app's production build, shared by `npm start`, `npm test` and `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { bin, ROOT, run } from './services.mjs';

const WEB = path.join(ROOT, 'web');
const MANIFEST = path.join(WEB, 'dist', '.vite', 'manifest.json');

/**
 * Always a production build: Vite follows NODE_ENV, and the development default would ship React's
 * development build (web/production-react.ts fails such a build).
 */
export function buildWeb() {
  run(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** True when web/dist was built after the last change to the app's sources (core/ too: web imports its contracts). */
export function webBuildIsCurrent() {
  if (!fs.existsSync(MANIFEST)) return false;
  const sources = [...['src', 'public', 'index.html', 'vite.config.ts', 'production-react.ts'].map((p) => path.join(WEB, p)), path.join(ROOT, 'core')].filter((p) =>
    fs.existsSync(p),
  );
  return fs.statSync(MANIFEST).mtimeMs >= Math.max(...sources.map(newestMtime));
}
