// `npm run train-coder`: trains the rules coder's learned reading on the labelled sets (scripts/coder-training.ts)
// and writes core/insight/rules/learned-weights.json. Run it after changing a rule or a labelled set; the
// weights record the digest of what they were trained on, and a test fails while it is stale.
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { trainLearned } from '../core/insight/rules/learned.js';
import { trainingDigest, trainingExamples, trainingSets, WEIGHTS_FILE } from './coder-training.js';

const sets = trainingSets();
const examples = trainingExamples(sets);
const model = trainLearned(examples);
const features = Object.values(model.weights).reduce((n, w) => n + Object.keys(w).length, 0);
writeFileSync(WEIGHTS_FILE, `${JSON.stringify({ sets: sets.map((f) => basename(f, '.jsonl')), digest: trainingDigest(examples), ...model })}\n`);
console.log(`train-coder: ${examples.length} answers (${sets.length} labelled sets and simulated panels), ${features} weight rows -> ${WEIGHTS_FILE}`);
