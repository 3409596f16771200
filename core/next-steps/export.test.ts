import { describe, expect, it } from 'vitest';
import { SCALE_PRESETS } from '../chat/question-kinds.js';
import { discussionShift, distributionOf } from '../insight/distributions.js';
import { insightReportFixture } from '../reports/insight-report.fixture.js';
import { reportMarkdown } from './export.js';

const answers = (values: number[]) => values.map((value, i) => ({ answerId: `r${i}`, avatarId: `a${i}`, value }));

describe('the Markdown export', () => {
  it('lists the answers in numbers: distributions and before -> after of a discussion', () => {
    const report = insightReportFixture();
    const spec = { kind: 'scale' as const, scale: SCALE_PRESETS.buy.scale };
    const [first, second] = report.analysis!.figures.questions;
    first!.distribution = distributionOf({ id: 'q1', text: first!.text, spec }, answers([3, 7, 8, 6]), null);
    second!.discussion = discussionShift(
      { number: 1, spec },
      answers([3, 7]),
      answers([5, 7]),
      new Map([
        ['a0', 'Ann'],
        ['a1', 'Ben'],
      ]),
    );
    const md = reportMarkdown(report);
    expect(md).toContain('## Answers in numbers');
    expect(md).toMatch(/- Mean 6 \(95% interval [\d.]+ to [\d.]+\) · median 6\.5 · 4 answers/);
    expect(md).toContain('- A small sample of 4: the interval is wide');
    expect(md).toContain(`**Q${second!.number} (discussion of Q1)`);
    expect(md).toContain('- 1 of 2 changed their answer after the discussion; mean shift +1');
    expect(md).toContain('  - Ann: 3/10 -> 5/10');
  });

  it('leaves the section out when no question was measured', () => {
    expect(reportMarkdown(insightReportFixture())).not.toContain('## Answers in numbers');
  });
});
