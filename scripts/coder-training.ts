// The labelled sets the rules coder's learned reading is trained on (core/insight/rules/learned.ts), and
// the digest that ties the shipped weights to them: change a set, a rule or a training option and the
// digest moves, so the test that compares it says to run `npm run train-coder` again.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseLabelledSet } from '../core/insight/evaluation.js';
import { featuresOf, TRAINING, type TrainingExample } from '../core/insight/rules/learned.js';
import { readQuestion } from '../core/insight/rules/question.js';
import { readByRules } from '../core/insight/rules-coder.js';

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
];

export const trainingSets = (dir = LABELLED_DIR) =>
  readdirSync(dir)
    .filter((f) => f.startsWith('coder-') && f.endsWith('.jsonl') && !NOT_TRAINED_ON.includes(basename(f, '.jsonl')))
    .sort()
    .map((f) => join(dir, f));

/** Every on-topic answer the rules read (off-topic answers keep the rules' code, so they teach nothing). */
export function trainingExamples(files: readonly string[]): TrainingExample[] {
  return files.flatMap((f) =>
    parseLabelledSet(readFileSync(f, 'utf8')).flatMap(({ input, expected }) => {
      const code = readByRules(input);
      return code.onTopic
        ? [{ features: featuresOf(input.answer, code, readQuestion(input)), expected: { stance: expected.stance, purchase: expected.purchase, price: expected.price } }]
        : [];
    }),
  );
}

/** What the weights follow from: the training options and every example's features and labels. */
export const trainingDigest = (examples: readonly TrainingExample[]) => createHash('sha256').update(JSON.stringify({ TRAINING, examples })).digest('hex');
