// A structured answer (scale, choice, price) comes back from the model as JSON: {"value", "reason"}.
// The reason is the spoken answer, streamed to the chat as it arrives by reading the partial JSON; the
// value is checked against the question once the JSON is complete.
import { LlmError } from '../llm/index.js';
import { valueFits, type AnswerValue, type QuestionSpec } from './question-kinds.js';

/** The JSON schema of the answer (OpenAI structured output, strict). */
export function answerSchema(spec: Exclude<QuestionSpec, { kind: 'open' }>): { name: string; schema: Record<string, unknown> } {
  const value =
    spec.kind === 'scale'
      ? { type: 'integer', enum: Array.from({ length: spec.scale.max - spec.scale.min + 1 }, (_, i) => spec.scale.min + i) }
      : spec.kind === 'choice'
        ? { type: 'string', enum: spec.options }
        : { type: 'number' };
  return {
    name: `${spec.kind}_answer`,
    schema: { type: 'object', properties: { value, reason: { type: 'string' } }, required: ['value', 'reason'], additionalProperties: false },
  };
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * The "reason" string of a JSON object that is still arriving, decoded as far as it is complete (an
 * escape cut in half waits for its next chunk). Null until the reason has started.
 */
export function partialReason(raw: string): string | null {
  const start = /"reason"\s*:\s*"/.exec(raw);
  if (!start) return null;
  let out = '';
  for (let i = start.index + start[0].length; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === '"') return out;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = raw[i + 1];
    if (e === undefined) return out;
    if (e === 'u') {
      const hex = raw.slice(i + 2, i + 6);
      if (hex.length < 4) return out;
      out += String.fromCharCode(parseInt(hex, 16));
      i += 5;
    } else {
      out += ESCAPES[e] ?? e;
      i += 1;
    }
  }
  return out;
}

/** Feeds raw chunks, hands on only the reason's new text. */
export class ReasonStream {
  private raw = '';
  private sent = 0;
  constructor(private readonly onReason: (delta: string) => void | Promise<void>) {}

  async push(chunk: string): Promise<void> {
    this.raw += chunk;
    const reason = partialReason(this.raw);
    if (reason === null || reason.length <= this.sent) return;
    const delta = reason.slice(this.sent);
    this.sent = reason.length;
    await this.onReason(delta);
  }
}

/**
 * The value and reason of a finished answer. A reply that is not the JSON asked for, or whose value
 * does not fit the question, is a failed attempt (retried like any other), never a made-up value.
 */
export function parseStructured(raw: string, spec: Exclude<QuestionSpec, { kind: 'open' }>): { value: AnswerValue; reason: string } {
  // Some OpenAI-compatible servers wrap the object in prose or a code fence despite the schema.
  const body = /\{[\s\S]*\}/.exec(raw)?.[0];
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : null;
  } catch {
    parsed = null;
  }
  const obj = parsed as { value?: unknown; reason?: unknown } | null;
  if (!obj || typeof obj.reason !== 'string' || !obj.reason.trim()) throw new LlmError('the model did not return the answer as JSON with a reason', true);
  const value = spec.kind === 'price' && typeof obj.value === 'string' ? Number(obj.value.replace(/[^\d.]/g, '')) : obj.value;
  if (!valueFits(spec, value)) throw new LlmError(`the model's value ${JSON.stringify(obj.value)} does not fit the question`, true);
  return { value, reason: obj.reason.trim() };
}

/** Whether a finished answer parses and fits (what the reply cache may keep). */
export function fitsQuestion(raw: string, spec: Exclude<QuestionSpec, { kind: 'open' }>): boolean {
  try {
    parseStructured(raw, spec);
    return true;
  } catch {
    return false;
  }
}
