import { describe, expect, it } from 'vitest';
import { createOfflineProvider, words } from './offline.js';

describe('the offline provider', () => {
  it('streams the simulated answer word by word; the deltas rebuild it exactly', async () => {
    const llm = createOfflineProvider({ wordDelayMs: 0 });
    const deltas: string[] = [];
    const text = 'Honestly,  I would try it.\nMaybe twice.';
    const result = await llm.stream({ messages: [{ role: 'user', content: 'x'.repeat(400) }], simulate: () => text }, (d) => void deltas.push(d));
    expect(deltas).toEqual(words(text));
    expect(deltas.join('')).toBe(text);
    expect(result.text).toBe(text);
    // About four characters per token, plus a little per message.
    expect(result.usage).toEqual({ input: 104, output: Math.ceil(text.length / 4) });
    expect(llm.simulated).toBe(true);
  });

  it('waits the configured delay per word and the fixed latency before the first', async () => {
    const llm = createOfflineProvider({ wordDelayMs: 20, latencyMs: 100 });
    const started = performance.now();
    await llm.stream({ messages: [], simulate: () => 'one two three four five' }, () => {});
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('answers a request without a simulation from what was asked', async () => {
    const { text } = await createOfflineProvider({ wordDelayMs: 0 }).complete({ messages: [{ role: 'user', content: 'Expand: a smart lunchbox' }] });
    expect(text).toContain('a smart lunchbox');
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    const llm = createOfflineProvider({ wordDelayMs: 10 });
    const run = llm.stream({ messages: [], simulate: () => 'a b c d e f g h i j', signal: controller.signal }, () => {});
    setTimeout(() => controller.abort(), 25);
    await expect(run).rejects.toThrow('aborted');
  });
});
