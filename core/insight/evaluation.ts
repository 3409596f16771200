// Scoring an answer coder against a labelled set (INSIGHT.md, "How we measure it"): accuracy per field
// of the codebook, concern overlap, recall of "too expensive", verbatim evidence and the stance confusion
// matrix. Pure: the bench section (bench/coder.ts) reads the files and times the coder.
import { z } from 'zod';
import {
  answerCodeSchema,
  codeInputSchema,
  evidenceIsVerbatim,
  PRICE_REACTIONS,
  STANCES,
  type AnswerCode,
  type CodeInput,
  type Concern,
  type PriceReaction,
  type Stance,
} from './codebook.js';

/** What a labeller writes: the expected code without evidence (evidence is checked for being verbatim). */
const expectedCodeSchema = answerCodeSchema.omit({ evidence: true });
export type ExpectedCode = z.infer<typeof expectedCodeSchema>;

/** One line of bench/data/coder-{dev,eval}.jsonl. */
const labelledLineSchema = codeInputSchema.extend({
  id: z.string().min(1),
  product: z.string().min(1),
  expected: expectedCodeSchema,
});

export interface LabelledItem {
  id: string;
  input: CodeInput;
  expected: ExpectedCode;
}

/** Parses a JSONL labelled set; throws with the line number on the first invalid line or duplicate id. */
export function parseLabelledSet(text: string): LabelledItem[] {
  const items: LabelledItem[] = [];
  const ids = new Set<string>();
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (err) {
      throw new Error(`line ${i + 1}: not JSON (${(err as Error).message})`);
    }
    const parsed = labelledLineSchema.safeParse(json);
    if (!parsed.success) throw new Error(`line ${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    const { id, product: _product, expected, ...input } = parsed.data;
    if (ids.has(id)) throw new Error(`line ${i + 1}: duplicate id ${id}`);
    ids.add(id);
    items.push({ id, input, expected });
  });
  return items;
}

const CODED_FIELDS = ['onTopic', 'stance', 'purchase', 'price', 'rating', 'concerns'] as const;
type CodedField = (typeof CODED_FIELDS)[number];

/** confusion[expected][coded] = count. */
type Confusion<T extends string> = Record<T, Record<T, number>>;
export type StanceConfusion = Confusion<Stance>;
type PriceConfusion = Confusion<PriceReaction>;

interface CoderMiss {
  id: string;
  field: CodedField;
  expected: unknown;
  coded: unknown;
}

export interface CoderScore {
  n: number;
  /** Share of items (0..1) whose field matches exactly (rating within 0.01, concerns as a set). */
  accuracy: Record<CodedField, number>;
  /** Mean Jaccard overlap of the concern sets (two empty sets count 1). */
  concernsJaccard: number;
  /** Of the items labelled price too_high, the share coded too_high; NaN when there are none. */
  tooHighRecall: number;
  /** Of the items coded too_high, the share labelled too_high; NaN when none were coded so. */
  tooHighPrecision: number;
  /** Share of codes whose evidence is a verbatim substring of the answer (evidenceIsVerbatim). */
  evidenceVerbatim: number;
  stanceConfusion: StanceConfusion;
  /** The price reaction by expected and coded value: where the missed "too high" answers went. */
  priceConfusion: PriceConfusion;
  misses: CoderMiss[];
}

export const ratingMatches = (expected: number | null, coded: number | null) => (expected === null || coded === null ? expected === coded : Math.abs(expected - coded) <= 0.01);

export function concernsJaccard(expected: readonly Concern[], coded: readonly Concern[]): number {
  const a = new Set(expected);
  const b = new Set(coded);
  const union = new Set([...a, ...b]);
  if (union.size === 0) return 1;
  let inter = 0;
  for (const c of a) if (b.has(c)) inter++;
  return inter / union.size;
}

const concernsMatch = (expected: readonly Concern[], coded: readonly Concern[]) => concernsJaccard(expected, coded) === 1;

function emptyConfusion<T extends string>(values: readonly T[]): Confusion<T> {
  const m = {} as Confusion<T>;
  for (const e of values) {
    m[e] = {} as Record<T, number>;
    for (const c of values) m[e][c] = 0;
  }
  return m;
}

/** Scores `coded[i]` against `items[i].expected`. */
export function scoreCoder(items: readonly LabelledItem[], coded: readonly AnswerCode[]): CoderScore {
  if (items.length !== coded.length) throw new Error(`scoreCoder: ${items.length} items but ${coded.length} codes`);
  const right: Record<CodedField, number> = { onTopic: 0, stance: 0, purchase: 0, price: 0, rating: 0, concerns: 0 };
  const misses: CoderMiss[] = [];
  const confusion = emptyConfusion(STANCES);
  const priceConfusion = emptyConfusion(PRICE_REACTIONS);
  let jaccard = 0;
  let verbatim = 0;
  let tooHighLabelled = 0;
  let tooHighFound = 0;
  let tooHighCoded = 0;
  items.forEach((item, i) => {
    const e = item.expected;
    const c = coded[i]!;
    const ok: Record<CodedField, boolean> = {
      onTopic: e.onTopic === c.onTopic,
      stance: e.stance === c.stance,
      purchase: e.purchase === c.purchase,
      price: e.price === c.price,
      rating: ratingMatches(e.rating, c.rating),
      concerns: concernsMatch(e.concerns, c.concerns),
    };
    for (const f of CODED_FIELDS) {
      if (ok[f]) right[f]++;
      else misses.push({ id: item.id, field: f, expected: e[f], coded: c[f] });
    }
    jaccard += concernsJaccard(e.concerns, c.concerns);
    if (evidenceIsVerbatim(c, item.input.answer)) verbatim++;
    confusion[e.stance][c.stance]++;
    priceConfusion[e.price][c.price]++;
    if (e.price === 'too_high') {
      tooHighLabelled++;
      if (c.price === 'too_high') tooHighFound++;
    }
    if (c.price === 'too_high') tooHighCoded++;
  });
  const n = items.length;
  const share = (k: number) => (n ? k / n : NaN);
  return {
    n,
    accuracy: {
      onTopic: share(right.onTopic),
      stance: share(right.stance),
      purchase: share(right.purchase),
      price: share(right.price),
      rating: share(right.rating),
      concerns: share(right.concerns),
    },
    concernsJaccard: share(jaccard),
    tooHighRecall: tooHighLabelled ? tooHighFound / tooHighLabelled : NaN,
    tooHighPrecision: tooHighCoded ? tooHighFound / tooHighCoded : NaN,
    evidenceVerbatim: share(verbatim),
    stanceConfusion: confusion,
    priceConfusion,
    misses,
  };
}

/** The confusion matrix as a fixed-width text table (rows expected, columns coded). */
export function formatStanceConfusion(m: StanceConfusion): string {
  const w = 10;
  const head = ['expected \\ coded'.padEnd(18), ...STANCES.map((s) => s.padStart(w))].join('');
  const rows = STANCES.map((e) => [e.padEnd(18), ...STANCES.map((c) => String(m[e][c]).padStart(w))].join(''));
  return [head, ...rows].join('\n');
}
