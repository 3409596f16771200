// The labelled sets the rules coder's learned reading is trained on (core/insight/rules/learned.ts), and
// the digest that ties the shipped weights to them: change a set, a rule or a training option and the
// digest moves, so the test that compares it says to run `npm run train-coder` again.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildCatalogue } from '../core/avatars/seed.js';
import { SCALE_PRESETS, type QuestionSpec } from '../core/chat/question-kinds.js';
import { simulateAnswer } from '../core/chat/simulator/simulate-reply.js';
import type { CodeInput } from '../core/insight/codebook.js';
import { parseLabelledSet } from '../core/insight/evaluation.js';
import { featuresOf, TRAINING, type TrainingExample } from '../core/insight/rules/learned.js';
import { readQuestion } from '../core/insight/rules/question.js';
import { readByRules } from '../core/insight/rules-coder.js';
import type { Avatar } from '../db/types.js';

export const LABELLED_DIR = 'bench/data';
export const WEIGHTS_FILE = 'core/insight/rules/learned-weights.json';

/**
 * Sets nothing is learned from. coder-eval is the bench's held-out set. The blind sets had no rule written
 * from them either: they estimate how the coder reads answers it has never seen (README, "Insight engine").
 * coder-second-coder holds dev27-29's answers again, coded by a second reader.
 */
export const NOT_TRAINED_ON = [
  'coder-eval',
  'coder-second-coder',
  'coder-dev32',
  'coder-dev34',
  'coder-dev36',
  'coder-dev37',
  'coder-dev38',
  'coder-dev39',
  'coder-dev41',
  'coder-dev42',
  'coder-dev43',
  'coder-dev44',
  'coder-dev45',
  'coder-dev46',
  'coder-dev47',
  'coder-dev48',
  'coder-dev49',
  'coder-dev51',
  'coder-dev52',
  'coder-dev54',
  'coder-dev55',
  'coder-dev56',
  'coder-dev57',
  'coder-dev84',
  'coder-dev85',
  'coder-dev86',
  'coder-dev87',
  'coder-dev88',
  'coder-dev89',
  'coder-dev98',
  'coder-dev99',
  'coder-dev100',
  'coder-dev101',
  'coder-dev102',
  'coder-dev103',
  'coder-dev104',
  'coder-dev105',
];

export const trainingSets = (dir = LABELLED_DIR) =>
  readdirSync(dir)
    .filter((f) => f.startsWith('coder-') && f.endsWith('.jsonl') && !NOT_TRAINED_ON.includes(basename(f, '.jsonl')))
    .sort()
    .map((f) => join(dir, f));

function example(input: CodeInput, expected: (rules: TrainingExample['expected']) => TrainingExample['expected']): TrainingExample[] {
  const code = readByRules(input);
  return code.onTopic ? [{ features: featuresOf(input.answer, code, readQuestion(input)), expected: expected(code) }] : [];
}

/** Every on-topic answer the rules read (off-topic answers keep the rules' code, so they teach nothing). */
function labelledExamples(files: readonly string[]): TrainingExample[] {
  return files.flatMap((f) =>
    parseLabelledSet(readFileSync(f, 'utf8')).flatMap(({ input, expected }) =>
      example(input, () => ({ stance: expected.stance, purchase: expected.purchase, price: expected.price })),
    ),
  );
}

// The offline panel's own answers (core/chat/simulator), which the rules coder reads in every report made
// without a model. Their voice (a persona's life story around the verdict) is unlike the labelled sets', and
// a model that never saw it overrules the rules on it: the panel bench's agreement fell from 94% to 77%.
// Labels: the stance and intent the simulator meant; where it meant no intent, and for the price, the
// rules' own reading, so the model learns to leave the rules be on that voice.
const SIMULATED_BRIEFS = 30;
const SIMULATED_PERSONAS = 8;
const SIMULATED_QUESTIONS: { text: string; spec?: QuestionSpec }[] = [
  { text: "What's your first reaction to it?" },
  { text: 'Would you buy it?' },
  { text: 'How do you feel about the price?' },
  { text: 'What would worry you about it?' },
  { text: 'What do you like most about it?' },
  { text: 'How does it compare with what you use now?' },
  { text: 'How would you use it?' },
  { text: 'How likely are you to buy it?', spec: { kind: 'scale', scale: SCALE_PRESETS.buy.scale } },
  { text: "What's the most you'd pay for it?", spec: { kind: 'price', currency: 'USD', period: null } },
];

/** Simulated panels on briefs of the training sets (never the panel bench's), each persona answering every question in turn. */
function simulatedExamples(files: readonly string[]): TrainingExample[] {
  const briefs = new Map<string, string>();
  for (const f of files)
    for (const line of readFileSync(f, 'utf8')
      .split('\n')
      .filter((l) => l.trim())) {
      const { brief, product } = JSON.parse(line) as { brief: string; product: string };
      if (!briefs.has(brief)) briefs.set(brief, product);
    }
  const every = Math.max(1, Math.floor(briefs.size / SIMULATED_BRIEFS));
  const chosen = [...briefs].filter((_, i) => i % every === 0).slice(0, SIMULATED_BRIEFS);
  const catalogue = buildCatalogue(2000).map((p) => ({ ...p, id: p.seed_key }) as unknown as Avatar);
  return chosen.flatMap(([brief, product], b) => {
    const project = { title: product, productIdea: brief, targetAudience: null, additionalContext: null, tags: [] };
    return Array.from({ length: SIMULATED_PERSONAS }, (_, k) => catalogue[(b * 37 + k * 101) % catalogue.length]!).flatMap((avatar, k) => {
      const said: string[] = [];
      return SIMULATED_QUESTIONS.flatMap((q, n) => {
        const a = simulateAnswer({ avatar, project, question: { id: `train:${b}:${k}:${n}`, text: q.text }, others: [], earlier: [], spec: q.spec, said: [...said] });
        said.push(a.text);
        if (!a.meant.onTopic) return [];
        const { spec } = q;
        const kind = spec?.kind === 'scale' ? { kind: 'scale' as const, scale: { min: spec.scale.min, max: spec.scale.max } } : spec ? { kind: spec.kind } : {};
        return example({ brief, question: q.text, answer: a.text, ...kind }, (rules) => ({
          stance: a.meant.stance,
          purchase: a.meant.purchase ?? rules.purchase,
          price: rules.price,
        }));
      });
    });
  });
}

/** What the learned reading is trained on: the labelled sets, then the simulated panels. */
export const trainingExamples = (files: readonly string[]): TrainingExample[] => [...labelledExamples(files), ...simulatedExamples(files)];

/** What the weights follow from: the training options and every example's features and labels. */
export const trainingDigest = (examples: readonly TrainingExample[]) => createHash('sha256').update(JSON.stringify({ TRAINING, examples })).digest('hex');
