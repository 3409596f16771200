// `npm run code-answers [-- --coder=rules|llm]`: codes answers given as JSON lines on stdin and prints
// one code per line, in the same order, for the bench and for checking the coder by hand.
// An invalid line prints {"error":"line N: ..."} in its place and the run exits 1 at the end.
import { createInterface } from 'node:readline';
import { codeInputSchema, type AnswerCode } from '../core/insight/codebook.js';
import { codeAnswer } from '../core/insight/rules-coder.js';

const coderArg = process.argv.slice(2).find((a) => a.startsWith('--coder='));
const coder = coderArg ? coderArg.slice('--coder='.length) : 'rules';
if (coder === 'llm') {
  console.error('code-answers: the llm coder is not available yet; use --coder=rules');
  process.exit(2);
}
if (coder !== 'rules') {
  console.error(`code-answers: unknown coder "${coder}" (expected rules or llm)`);
  process.exit(2);
}

// The printed shape, in a fixed key order so outputs diff cleanly.
const present = (c: AnswerCode) => ({
  onTopic: c.onTopic,
  stance: c.stance,
  purchase: c.purchase,
  price: c.price,
  rating: c.rating,
  concerns: c.concerns,
  evidence: c.evidence,
});

function codeLine(line: string, n: number): { out: string; ok: boolean } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (e) {
    return { out: JSON.stringify({ error: `line ${n}: invalid JSON (${(e as Error).message})` }), ok: false };
  }
  const input = codeInputSchema.safeParse(json);
  if (!input.success) {
    const message = input.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');
    return { out: JSON.stringify({ error: `line ${n}: ${message}` }), ok: false };
  }
  return { out: JSON.stringify(present(codeAnswer(input.data))), ok: true };
}

let failed = false;
let n = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  n++;
  if (!line.trim()) continue;
  const { out, ok } = codeLine(line, n);
  failed ||= !ok;
  process.stdout.write(`${out}\n`);
}
process.exitCode = failed ? 1 : 0;
