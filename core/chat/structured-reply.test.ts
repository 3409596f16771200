import { describe, expect, it } from 'vitest';
import { LlmError } from '../llm/index.js';
import { answerSchema, fitsQuestion, parseStructured, partialReason, ReasonStream } from './structured-reply.js';

const scale = { kind: 'scale' as const, scale: { min: 1, max: 5, minLabel: 'No', maxLabel: 'Yes' } };

describe('structured replies', () => {
  it('asks for an integer on the scale, an option, or a number', () => {
    expect(answerSchema(scale).schema).toMatchObject({
      properties: { value: { type: 'integer', enum: [1, 2, 3, 4, 5] } },
      required: ['value', 'reason'],
      additionalProperties: false,
    });
    expect(answerSchema({ kind: 'choice', options: ['A', 'B'] }).schema).toMatchObject({ properties: { value: { enum: ['A', 'B'] } } });
    expect(answerSchema({ kind: 'price', currency: 'USD', period: null }).schema).toMatchObject({ properties: { value: { type: 'number' } } });
  });

  it('streams only the reason, decoding escapes even when a chunk cuts one in half', async () => {
    const raw = '{"value": 4, "reason": "I\'d say \\"four\\".\\nTruly \\u00e9lan."}';
    const out: string[] = [];
    const s = new ReasonStream((d) => void out.push(d));
    for (const chunk of raw.match(/[\s\S]{1,3}/g)!) await s.push(chunk);
    expect(out.join('')).toBe('I\'d say "four".\nTruly élan.');
    expect(partialReason('{"value": 4, "reas')).toBeNull();
    expect(partialReason('{"reason": "half \\')).toBe('half ');
  });

  it('takes a value that fits, and fails (retryably) on one that does not or on prose', () => {
    expect(parseStructured('```json\n{"value": 3, "reason": " Fine. "}\n```', scale)).toEqual({ value: 3, reason: 'Fine.' });
    expect(parseStructured('{"value": "$45", "reason": "Cheap enough."}', { kind: 'price', currency: 'USD', period: null })).toEqual({ value: 45, reason: 'Cheap enough.' });
    for (const bad of ['{"value": 6, "reason": "Six."}', '{"value": 2.5, "reason": "Half."}', 'I would say four.', '{"value": 3, "reason": ""}']) {
      expect(() => parseStructured(bad, scale)).toThrow(LlmError);
      expect(fitsQuestion(bad, scale)).toBe(false);
    }
    expect(fitsQuestion('{"value": 5, "reason": "Yes."}', scale)).toBe(true);
  });
});
