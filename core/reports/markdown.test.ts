import { describe, expect, it } from 'vitest';
import { mdInline, sanitizeProse, splitByHeadings } from './markdown.js';

describe('report markdown hygiene', () => {
  it('escapes markdown in inline user text', () => {
    expect(mdInline('# Hi *there*\n1. x')).toBe('\\# Hi \\*there\\* 1. x');
  });

  it('keeps verbatim quotes and drops the sentence of a quote the transcript does not hold', () => {
    const out = sanitizeProse('## Title\nOne said "the price worries me a lot". Another said "this is totally made up by the model". The rest agreed.', [
      'Honestly, the price worries me a lot.',
    ]);
    expect(out).toBe('**Title**\nOne said "the price worries me a lot". The rest agreed.');
  });

  it('splits a document into cards at headings of level 1 to 3 only', () => {
    const cards = splitByHeadings('intro\n# A\na\n## B\nb\n#### not a card\n```\n# in code\n```\n### C\nc');
    expect(cards.map((c) => c.title)).toEqual([null, 'A', 'B', 'C']);
    expect(cards[2]!.body).toContain('#### not a card');
    expect(cards[2]!.body).toContain('# in code');
  });
});
