import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCALE_PRESETS } from '../../../core/chat/question-kinds.js';
import { discussionShift, distributionOf } from '../../../core/insight/distributions.js';
import { DistributionFigure, ShiftFigure } from './DistributionFigure';

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);
const answers = (values: (number | string)[]) => values.map((value, i) => ({ answerId: `r${i}`, avatarId: `a${i}`, value }));

describe('distributions on the report page', () => {
  it('shows a scale histogram with the mean, its interval, NPS and the small-sample caution', () => {
    const d = distributionOf(
      { id: 'q', text: 'How likely are you to recommend it?', spec: { kind: 'scale', scale: SCALE_PRESETS.recommend.scale } },
      answers([10, 9, 6, 8, 3]),
      null,
    )!;
    wrap(<DistributionFigure d={d} question={2} open={() => {}} />);
    const text = screen.getByTestId('distribution-2').textContent!;
    expect(text).toMatch(/Mean 7\.2 \(95% interval [\d.]+ to [\d.]+\) · median 8 · 5 answers/);
    expect(text).toContain('Net Promoter Score 0');
    expect(text).toContain('A small sample of 5: the interval is wide');
    expect(screen.getByRole('img', { name: 'Answers per value' }).querySelectorAll('rect')).toHaveLength(11);
  });

  it('shows choice shares and price against the brief', () => {
    const choice = distributionOf({ id: 'q', text: 'Which plan?', spec: { kind: 'choice', options: ['Monthly', 'Yearly'] } }, answers(['Yearly', 'Yearly', 'Monthly']), null)!;
    wrap(<DistributionFigure d={choice} question={1} open={() => {}} />);
    expect(screen.getByTestId('distribution-1').textContent).toContain('Yearly 67% (2) · Monthly 33% (1) · 3 answers');
    const price = distributionOf({ id: 'q', text: 'Most?', spec: { kind: 'price', currency: 'USD', period: 'month' } }, answers([20, 45, 60]), { amount: 45, currency: 'USD' })!;
    wrap(<DistributionFigure d={price} question={3} open={() => {}} />);
    const text = screen.getByTestId('distribution-3').textContent!;
    expect(text).toContain('Range $20 to $60');
    expect(text).toContain("2 of 3 (67%) would pay the brief's $45 or more");
  });

  it('shows before -> after per participant', () => {
    const s = discussionShift(
      { number: 2, spec: { kind: 'scale', scale: SCALE_PRESETS.buy.scale } },
      answers([4, 8]),
      answers([6, 8]),
      new Map([
        ['a0', 'Ann'],
        ['a1', 'Ben'],
      ]),
    )!;
    wrap(<ShiftFigure s={s} question={3} open={() => {}} />);
    const text = screen.getByTestId('shift-3').textContent!;
    expect(text).toContain('1 of 2 changed their answer after the discussion; mean shift +1');
    expect(text).toContain('Ann4/10→ 6/10');
  });
});
