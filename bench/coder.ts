// Answer coder section: the rules coder against the held-out labelled set (bench/data/coder-eval.jsonl,
// written without seeing the coder; bench/data/coder-dev.jsonl is the set its author may tune on).
// Accuracy per codebook field, concern overlap, recall of "too expensive", verbatim evidence, answers
// coded per second, and the stance confusion matrix (also printed whole). Then the same fields pooled over
// the blind sets (no rule written and nothing learned from them), for the coder and for the rules' reading
// alone side by side: what the learned second reading adds. No database: run alone with
// `npm run bench -- --only=coder`. It never prints the held-out answers, so the set stays held out.
import { readFileSync } from 'node:fs';
import { answerCodeSchema, PRICE_REACTIONS, STANCES, type AnswerCode } from '../core/insight/codebook.js';
import { formatStanceConfusion, parseLabelledSet, scoreCoder, type LabelledItem } from '../core/insight/evaluation.js';
import { codeAnswer, readByRules, RULES_CODER } from '../core/insight/rules-coder.js';
import { readQuestion } from '../core/insight/rules/question.js';
import { NOT_TRAINED_ON } from '../scripts/coder-training.js';
import type { SectionRow } from './harness.js';

const EVAL_SET = new URL('./data/coder-eval.jsonl', import.meta.url);
const BLIND_SETS = NOT_TRAINED_ON.filter((name) => /^coder-dev\d+$/.test(name));

/** Codes every item once, checking each code against the codebook schema. */
function codeAll(items: readonly LabelledItem[]): { coded: AnswerCode[]; invalid: number } {
  let invalid = 0;
  const coded = items.map((item) => {
    const raw = codeAnswer(item.input);
    const parsed = answerCodeSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    invalid++;
    // Scored as it is (every wrong field counts as a miss), so one bad code does not stop the run.
    const loose = (raw ?? {}) as Partial<AnswerCode>;
    return { ...loose, concerns: Array.isArray(loose.concerns) ? loose.concerns : [], evidence: typeof loose.evidence === 'string' ? loose.evidence : '' } as AnswerCode;
  });
  return { coded, invalid };
}

/** Answers coded per second over repeated passes of the set (at least `minPasses` and `minMs`). */
function throughput(items: readonly LabelledItem[], minPasses: number, minMs: number): number {
  let answers = 0;
  let passes = 0;
  const started = performance.now();
  while (passes < minPasses || performance.now() - started < minMs) {
    for (const item of items) codeAnswer(item.input);
    answers += items.length;
    passes++;
  }
  return answers / ((performance.now() - started) / 1000);
}

const pct = (share: number) => share * 100;

export async function benchCoder(opts: { quick: boolean }): Promise<SectionRow[]> {
  const items = parseLabelledSet(readFileSync(EVAL_SET, 'utf8'));
  const briefs = new Set(items.map((i) => i.input.brief)).size;
  const { coded, invalid } = codeAll(items);
  const s = scoreCoder(items, coded);
  const perSecond = throughput(items, opts.quick ? 1 : 5, opts.quick ? 200 : 2000);
  const coder = `${RULES_CODER.name} v${RULES_CODER.version}`;

  console.log(`[bench] coder: ${coder} on ${s.n} held-out answers; stance confusion (rows expected, columns coded):\n${formatStanceConfusion(s.stanceConfusion)}`);

  const rows: SectionRow[] = [
    { name: `held-out answers coded by ${coder} (${briefs} briefs)`, value: s.n, unit: 'answers' },
    { name: 'onTopic accuracy', value: pct(s.accuracy.onTopic), unit: '%' },
    { name: 'stance accuracy', value: pct(s.accuracy.stance), unit: '%' },
    { name: 'purchase intent accuracy', value: pct(s.accuracy.purchase), unit: '%' },
    { name: 'price reaction accuracy', value: pct(s.accuracy.price), unit: '%' },
    { name: 'rating accuracy (within 0.01, null = null)', value: pct(s.accuracy.rating), unit: '%' },
    { name: 'concerns accuracy (exact set)', value: pct(s.accuracy.concerns), unit: '%' },
    { name: 'concerns, mean Jaccard overlap', value: pct(s.concernsJaccard), unit: '%' },
    { name: 'price too_high recall', value: pct(s.tooHighRecall), unit: '%' },
    { name: 'price too_high precision', value: pct(s.tooHighPrecision), unit: '%' },
    { name: 'evidence verbatim in the answer', value: pct(s.evidenceVerbatim), unit: '%' },
    { name: 'codes failing the codebook schema (must be 0)', value: invalid, unit: 'codes' },
    { name: 'answers coded per second, one thread', value: perSecond, unit: 'answers/s' },
  ];
  // The confusion matrix, one row per expected stance: the counts in the name, the share coded right as the figure.
  for (const e of STANCES) {
    const row = s.stanceConfusion[e];
    const total = STANCES.reduce((n, c) => n + row[c], 0);
    const counts = STANCES.map((c) => `${c} ${row[c]}`).join(' / ');
    rows.push({ name: `stance confusion: expected ${e} (${total}) coded as ${counts}`, value: total ? pct(row[e] / total) : NaN, unit: '% coded right' });
  }
  // Where the price reactions went, one row per expected reaction, the same way.
  for (const e of PRICE_REACTIONS) {
    const row = s.priceConfusion[e];
    const total = PRICE_REACTIONS.reduce((n, c) => n + row[c], 0);
    const counts = PRICE_REACTIONS.map((c) => `${c} ${row[c]}`).join(' / ');
    rows.push({ name: `price confusion: expected ${e} (${total}) coded as ${counts}`, value: total ? pct(row[e] / total) : NaN, unit: '% coded right' });
  }
  return [...rows, ...blindRows()];
}

/** Stance, purchase and "too expensive" pooled over the blind sets: the coder, then the rules alone with the coder's figure as the ratio. */
function blindRows(): SectionRow[] {
  const items = BLIND_SETS.flatMap((name) => parseLabelledSet(readFileSync(new URL(`./data/${name}.jsonl`, import.meta.url), 'utf8')));
  const coded = items.map((i) => codeAnswer(i.input));
  const coder = scoreCoder(items, coded);
  const rules = scoreCoder(
    items,
    items.map((i) => readByRules(i.input)),
  );
  const sets = `${BLIND_SETS.length} blind sets, ${items.length} answers`;
  const figures = [
    ['stance accuracy', (s: typeof coder) => s.accuracy.stance],
    ['purchase intent accuracy', (s: typeof coder) => s.accuracy.purchase],
    ['price reaction accuracy', (s: typeof coder) => s.accuracy.price],
    ['rating accuracy', (s: typeof coder) => s.accuracy.rating],
    ['price too_high recall', (s: typeof coder) => s.tooHighRecall],
    ['price too_high precision', (s: typeof coder) => s.tooHighPrecision],
  ] as const;
  return [
    ...figures.flatMap(([name, of]) => [
      { name: `${sets}: ${name}`, value: pct(of(coder)), unit: '%' },
      { name: `${sets}: ${name}, rules' reading alone`, value: pct(of(rules)), unit: '%', ratio: of(rules) / of(coder), reference: 'the coder' },
    ]),
    { name: `${sets}: purchase intent accuracy, an amount named below the price read as no or unstated alike`, value: pct(purchaseEitherWay(items, coded)), unit: '%' },
  ];
}

/**
 * The blind sets' writers split on one convention: a bare amount below the price, to "what would you pay?", is
 * purchase no in some sets and unstated in others (the codebook and the held-out set: unstated). Counting either
 * as right there shows how much of the purchase figure is that split rather than misreading.
 */
function purchaseEitherWay(items: readonly LabelledItem[], coded: readonly AnswerCode[]): number {
  const eitherWay = (v: string) => v === 'no' || v === 'unstated';
  const right = items.filter(({ input, expected }, i) => {
    const purchase = coded[i]!.purchase;
    const split = readQuestion(input).intent === 'amount' && expected.price === 'too_high' && eitherWay(expected.purchase) && eitherWay(purchase);
    return purchase === expected.purchase || split;
  });
  return right.length / items.length;
}
