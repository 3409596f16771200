import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RunFigures, StabilitySummary } from './contract.js';
import { printStability } from './print-stability.js';

const values: RunFigures['values'] = { wouldBuy: 40, might: 20, wouldNot: 40, priceTooHigh: 40, positiveAnswers: 50 };
const run = (n: number, verdict: RunFigures['verdict']): RunFigures => ({ run: n, seed: n, verdict, values });
const summary: StabilitySummary = {
  original: run(0, 'tweaks'),
  reruns: [run(1, 'tweaks'), run(2, 'greenlight')],
  held: 1,
  ranges: [{ key: 'wouldBuy', label: 'Would buy or use it', min: 20, max: 60 }],
  scaleRanges: [{ questionId: 'q2', label: 'Mean rating, question 2 (1 to 10)', original: 7.2, min: 6.8, max: 7.5 }],
};
const text = (s: StabilitySummary) => renderToStaticMarkup(printStability(s)).replace(/<[^>]+>/g, '|');

describe('verdict stability in the printed report', () => {
  it("prints each scale question's mean range beside the headline figures, and warns when the verdict changed", () => {
    const printed = text(summary);
    expect(printed).toContain('|Would buy or use it||40%||20% to 60%|');
    expect(printed).toContain('|Mean rating, question 2 (1 to 10)||7.2||6.8 to 7.5|');
    expect(printed).toContain('The verdict changed between runs: treat it as uncertain, not as a finding.');
  });

  it('does not warn when every rerun kept the verdict', () => {
    expect(text({ ...summary, reruns: [run(1, 'tweaks')], held: 1 })).not.toContain('uncertain');
  });
});
