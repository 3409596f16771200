import { describe, expect, it } from 'vitest';
import { StreamBatcher } from './stream-batcher.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the stream batcher', () => {
  it('sends the first piece at once, then coalesces pieces within the interval, losing nothing', async () => {
    const sent: string[] = [];
    const b = new StreamBatcher(40, async (c) => void sent.push(c));
    await b.push('Hello ');
    expect(sent).toEqual(['Hello ']);
    for (const w of ['there ', 'my ', 'friend']) await b.push(w);
    expect(sent).toEqual(['Hello ']);
    await b.flush();
    expect(sent).toEqual(['Hello ', 'there my friend']);
  });

  it('does not hold text back when the stream pauses', async () => {
    const sent: string[] = [];
    const b = new StreamBatcher(30, async (c) => void sent.push(c));
    await b.push('a ');
    await b.push('b ');
    await sleep(60);
    expect(sent).toEqual(['a ', 'b ']);
  });

  it('keeps chunks in order when the sink is slow', async () => {
    const sent: string[] = [];
    const b = new StreamBatcher(0, async (c) => {
      await sleep(5);
      sent.push(c);
    });
    await Promise.all(['1', '2', '3'].map((p) => b.push(p)));
    await b.flush();
    expect(sent.join('')).toBe('123');
  });
});
