// `npm run score-coder -- [--coder=rules|llm] FILE...`: codes every answer of labelled sets (the JSON lines
// of bench/data/coder-*.jsonl) and prints, per set and pooled, the accuracy of each codebook field and the
// recall and precision of "too expensive". With --coder=llm it measures the LLM coder against the same sets
// (the model settings come from the environment or .env). Never give it coder-eval.jsonl: the held-out set
// is read only by the bench, which prints no answers.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { PRICE_REACTIONS, type AnswerCode } from '../core/insight/codebook.js';
import { parseLabelledSet, scoreCoder, type LabelledItem } from '../core/insight/evaluation.js';
import { chooseCoder } from './choose-coder.js';

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0 || files.some((f) => basename(f) === 'coder-eval.jsonl')) {
  console.error("score-coder: give one or more labelled sets (bench/data/coder-dev*.jsonl); the held-out coder-eval.jsonl is the bench's alone");
  process.exit(2);
}
const coder = chooseCoder('score-coder', args);

const pct = (share: number) => (Number.isNaN(share) ? '-' : `${(share * 100).toFixed(1)}%`);
const header = ['set', 'answers', 'onTopic', 'stance', 'purchase', 'price', 'rating', 'too_high recall', 'too_high precision'];

function row(name: string, items: readonly LabelledItem[], coded: readonly AnswerCode[]): string[] {
  const s = scoreCoder(items, coded);
  const tooHigh = s.priceConfusion.too_high;
  const labelled = PRICE_REACTIONS.reduce((n, c) => n + tooHigh[c], 0);
  const a = s.accuracy;
  return [
    name,
    String(s.n),
    pct(a.onTopic),
    pct(a.stance),
    pct(a.purchase),
    pct(a.price),
    pct(a.rating),
    `${pct(s.tooHighRecall)} (${tooHigh.too_high}/${labelled})`,
    pct(s.tooHighPrecision),
  ];
}

// Each set is coded once; the pooled row reuses its codes (with the LLM coder, every answer is one paid call's share).
const sets = [];
for (const f of files) {
  const items = parseLabelledSet(readFileSync(f, 'utf8'));
  sets.push({ name: basename(f, '.jsonl'), items, coded: (await coder.code(items.map((i) => i.input))).map((r) => r.code) });
}
const rows = [header, ...sets.map((s) => row(s.name, s.items, s.coded))];
if (sets.length > 1)
  rows.push(
    row(
      'pooled',
      sets.flatMap((s) => s.items),
      sets.flatMap((s) => s.coded),
    ),
  );
const widths = header.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
