import { describe, expect, it } from 'vitest';
import { insightReportFixture } from './insight-report.fixture.js';
import { renderPrintHtml } from './print-view.js';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('print view figures', () => {
  it('prints the insight headline after the session overview, as text, without script', () => {
    const html = renderPrintHtml(insightReportFixture());
    const t = text(html);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("default-src 'none'");
    expect(t.indexOf('Session Overview')).toBeLessThan(t.indexOf('Insight headline'));
    expect(t.indexOf('Insight headline')).toBeLessThan(t.indexOf('Executive Summary'));
    expect(t).toContain('1 of 4 would buy');
    expect(t).toContain('Would buy 1 · Maybe 1 · Would not 1 · Not stated 1');
    expect(t).toContain('2 of 2 who reacted find it too high');
    expect(t).toContain('Price in the brief: $150');
    expect(t).toContain('Amounts named: median $90, $60 to $120 (2 answers)');
    expect(t).toContain('“It seems expensive for a kettle” Bo Chen, Q2');
    expect(t).toContain('Price is the top concern (2 of 4).');
    expect(t).toContain('Mean 5.75 · median 6 (1–10)');
    expect(t).toContain('Not about the idea: left out of the figures');
    expect(t).toContain('4 simulated participants: read these figures as a direction, not a measurement.');
  });

  it('leaves the headline out for a report built before the insight engine', () => {
    const html = renderPrintHtml({ ...insightReportFixture(), analysis: null });
    expect(html).not.toContain('Insight headline');
    expect(html).toContain('Executive Summary');
  });
});
