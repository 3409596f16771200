// Web section: what a first visit to the landing page downloads, gzipped, from the production build in
// web/dist (`npm run bench` builds it when stale). The budget test in tests/build/ fails above 200 KB.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANDING_JS_BUDGET_BYTES, landingJsSize } from '../tests/build/landing-bundle.js';
import { round, type SectionRow } from './harness.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');

export async function benchWeb(): Promise<SectionRow[]> {
  const { total, files } = landingJsSize(dist);
  return [
    { name: 'landing page JS (gzipped)', value: round(total / 1024, 1), unit: 'KB', ratio: total / LANDING_JS_BUDGET_BYTES, reference: 'budget 200 KB' },
    { name: 'landing page JS files', value: files.length, unit: 'files' },
  ];
}
