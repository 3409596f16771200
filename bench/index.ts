// Runs every benchmark section and prints one Markdown table (also written to bench/results.md with
// the date, machine and commit; a --quick or --only run writes bench/results-quick.md instead, not
// committed, so the committed results are always a full run of every section). Figures are measured
// side by side in one run; ratios compare a section with the reference run of the same process.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchAvatars } from './avatars.js';
import { benchBatch } from './batch.js';
import { benchCoder } from './coder.js';
import { benchCredits } from './credits.js';
import { benchFuzz } from './fuzz.js';
import { toMarkdown, type BenchRow, type SectionRow } from './harness.js';
import { benchLive } from './live.js';
import { benchLoad } from './load.js';
import { benchPanel } from './panel.js';
import { benchPanelRounds } from './panel-rounds.js';
import { measureReferences, type References } from './reference.js';
import { benchReports } from './reports.js';
import { benchWeb } from './web.js';

const quick = process.argv.includes('--quick');
// `--only credits,live` runs a subset (the references always run, for the ratios).
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

interface Section {
  name: string;
  run(opts: { quick: boolean }): Promise<SectionRow[]>;
  /** Which reference a throughput figure of this section is compared with, by its unit. */
  compare?: { unit: string; with: keyof References; label: string };
}

const sections: Section[] = [
  { name: 'credits', run: benchCredits, compare: { unit: 'deductions/s', with: 'pgInsertsPerSecond', label: 'raw Postgres inserts/s' } },
  { name: 'avatars', run: benchAvatars },
  { name: 'live', run: benchLive },
  { name: 'reports', run: benchReports },
  { name: 'panel-rounds', run: benchPanelRounds },
  { name: 'panel', run: benchPanel },
  { name: 'batch', run: benchBatch },
  { name: 'web', run: benchWeb },
  { name: 'load', run: benchLoad, compare: { unit: 'replies/s', with: 'bullmqJobsPerSecond', label: 'bare BullMQ jobs/s' } },
  { name: 'coder', run: benchCoder },
  { name: 'fuzz', run: benchFuzz },
];

async function main() {
  const started = Date.now();
  console.log(`[bench] ${quick ? 'quick' : 'full'} run`);
  const { refs, rows } = await measureReferences(quick);
  const all: BenchRow[] = [...rows];
  for (const section of sections.filter((s) => !only || only.includes(s.name))) {
    console.log(`[bench] ${section.name}...`);
    const t = Date.now();
    for (const row of await section.run({ quick })) {
      const ref = section.compare?.unit === row.unit ? section.compare : undefined;
      all.push(ref && row.ratio === undefined ? { section: section.name, ...row, ratio: row.value / refs[ref.with], reference: ref.label } : { section: section.name, ...row });
    }
    console.log(`[bench] ${section.name} done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const header = [
    `# Benchmark results`,
    ``,
    `- date: ${new Date().toISOString()}`,
    `- machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    `- commit: ${commit}`,
    `- mode: ${quick ? 'quick' : 'full'}${only ? `, only ${only.join(', ')}` : ''}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ``,
  ].join('\n');
  const table = toMarkdown(all);
  console.log(`\n${table}\n`);
  const file = quick || only ? 'results-quick.md' : 'results.md';
  writeFileSync(new URL(`./${file}`, import.meta.url), `${header}\n${table}\n`);
  console.log(`[bench] written to bench/${file}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
