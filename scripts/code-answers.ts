// `npm run code-answers [-- --coder=rules|llm]`: codes answers given as JSON lines on stdin and prints
// one code per line, in the same order, for the bench and for checking the coder by hand.
// An invalid line prints {"error":"line N: ..."} in its place and the run exits 1 at the end.
// The llm coder reads the model settings (OPENAI_*, LLM_PROVIDER) from the environment or .env.
import { createInterface } from 'node:readline';
import { codeInputSchema, type AnswerCode, type CodeInput } from '../core/insight/codebook.js';
import { chooseCoder } from './choose-coder.js';

const coder = chooseCoder('code-answers', process.argv.slice(2));

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

function parseLine(line: string, n: number): { input: CodeInput } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (e) {
    return { error: `line ${n}: invalid JSON (${(e as Error).message})` };
  }
  const input = codeInputSchema.safeParse(json);
  if (!input.success) return { error: `line ${n}: ${input.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}` };
  return { input: input.data };
}

// Every line is read first: the llm coder codes the answers of one question in one call.
const lines: ({ input: CodeInput } | { error: string })[] = [];
let n = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  n++;
  if (line.trim()) lines.push(parseLine(line, n));
}
const valid = lines.flatMap((l) => ('input' in l ? [l.input] : []));
const codes = (await coder.code(valid)).map((r) => r.code);
let next = 0;
for (const l of lines) process.stdout.write(`${JSON.stringify('input' in l ? present(codes[next++]!) : { error: l.error })}\n`);
process.exitCode = lines.some((l) => 'error' in l) ? 1 : 0;
