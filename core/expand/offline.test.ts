import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { expandOffline } from './offline.js';

describe('offline expansion', () => {
  it('builds a product brief from the user own words', () => {
    const out = expandOffline('An app that plans a week of family dinners in 5 minutes and builds the grocery list for busy parents. $12 a month.', 'productIdea');
    expect(out).toContain('Target users: busy parents');
    expect(out).toContain('- Plans a week of family dinners in 5 minutes');
    expect(out).toContain('- Builds the grocery list');
    expect(out).toContain('Is $12 a month a price busy parents would pay');
    for (const heading of ['Problem:', 'Key features:', 'Value proposition:', 'Differentiators:', 'Open questions to validate:']) expect(out).toContain(heading);
    expect(expandOffline('An app that plans dinners for busy parents', 'productIdea')).toBe(expandOffline('An app that plans dinners for busy parents', 'productIdea'));
  });

  it('asks for what the text leaves out instead of inventing it', () => {
    const out = expandOffline('coffee', 'productIdea');
    expect(out.startsWith('Coffee.')).toBe(true);
    expect(out).toContain('Which problem does a coffee solve');
  });

  it('keeps the product it was given and writes no instructions into the brief', () => {
    const out = expandOffline('fresh dog food subscription', 'productIdea');
    expect(out).toContain('Target users: people who would buy a fresh dog food subscription.');
    expect(out).not.toMatch(/care about what they eat|Name the one thing|List the two or three/);
    for (const line of out.split('\n').filter((l) => l.startsWith('- '))) expect(line).toMatch(/\?$/);
  });

  it('structures additional context around constraints, competitors and what to learn', () => {
    const out = expandOffline('We launch in 3 months with a budget of $20k; competitors like Calendly and Acuity are strong.', 'additionalContext');
    expect(out).toContain('Budget or price mentioned: $20k');
    expect(out).toContain('Timing: in 3 months');
    expect(out).toContain('Competitors and alternatives: Calendly, Acuity.');
    expect(out).toContain('What we want to learn from this focus group:');
  });

  it('reads audience, features and competitors', () => {
    const f = analyze('AI bookkeeping tool that automatically categorizes receipts and sends monthly reports to small business owners, cheaper than QuickBooks');
    expect(f.category).toBe('software');
    expect(f.audience).toBe('small business owners');
    expect(f.features).toEqual(expect.arrayContaining(['Automatically categorizes receipts']));
    expect(f.competitors).toEqual(['QuickBooks']);
    expect(f.qualities).toEqual(expect.arrayContaining(['ai', 'price']));
  });
});
