import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ANSWERS, insightReportFixture } from '../../../core/reports/insight-report.fixture.js';
import { AvatarFeedback } from './AvatarFeedback';
import { InsightFigures } from './InsightFigures';

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);
const report = insightReportFixture();

const dialogTexts = () =>
  within(screen.getByRole('dialog'))
    .queryAllByTestId('evidence-text')
    .map((e) => e.textContent);

describe('insight headline', () => {
  it('shows the intent split, the price reaction, the verdict rules and the small-sample note from the figures', () => {
    wrap(<InsightFigures analysis={report.analysis!} participants={report.participants} />);
    const intent = screen.getByTestId('intent-figure');
    expect(intent.textContent).toContain('1 of 4 would buy');
    expect(within(intent).getByRole('group', { name: 'Purchase intent of 4 participants' })).toBeTruthy();
    expect(within(intent).getByRole('button', { name: 'Would not: 1 of 4' })).toBeTruthy();
    expect(intent.textContent).toContain('Not stated 1');
    const price = screen.getByTestId('price-figure').textContent;
    expect(price).toContain('2 of 2 who reacted find it too high');
    expect(price).toContain('Price in the brief: $150');
    expect(price).toContain('Amounts named: median $90, $60 to $120 (2 answers)');
    expect(screen.getByTestId('verdict-reasons').textContent).toContain('Price is the top concern (2 of 4).');
    expect(screen.getByTestId('sample-note').textContent).toContain('4 simulated participants: read these figures as a direction, not a measurement.');
    expect(screen.getByTestId('question-figure-1').textContent).toContain('Not about the idea: left out of the figures');
    expect(screen.getByTestId('question-figure-3').textContent).toContain('Mean 5.75 · median 6 on a 1–10 scale (4 answers)');
  });

  it('opens the exact answers behind a concern when it is clicked', () => {
    wrap(<InsightFigures analysis={report.analysis!} participants={report.participants} />);
    fireEvent.click(screen.getByRole('button', { name: /^Price: raised by 2 of 4 participants/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Price: raised by 2 of 4')).toBeTruthy();
    expect(dialogTexts()).toEqual([FIXTURE_ANSWERS['bo-q2'], FIXTURE_ANSWERS['cy-q2']]);
    expect(dialog.textContent).toContain('Bo Chen');
    expect(dialog.textContent).toContain('Q2: What do you think of the idea?');
  });

  it('names the participants counted without an answer, and opens one histogram column', () => {
    wrap(<InsightFigures analysis={report.analysis!} participants={report.participants} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not stated: 1 of 4' }));
    expect(screen.getByRole('dialog').textContent).toContain('No answer of theirs states it: Di Okafor.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: '6: 2 answers' }));
    expect(dialogTexts()).toEqual([FIXTURE_ANSWERS['cy-q3'], FIXTURE_ANSWERS['di-q3']]);
  });

  it('says so when there are no answers', () => {
    const a = report.analysis!;
    wrap(<InsightFigures analysis={{ ...a, counts: { ...a.counts, responses: 0 } }} participants={[]} />);
    expect(screen.getByTestId('insight-figures').textContent).toContain('No answers yet');
  });
});

describe('avatar feedback', () => {
  it('calls only a participant who would buy a likely early adopter', () => {
    wrap(<AvatarFeedback analysis={report.analysis!} participants={report.participants} />);
    const cards = screen.getAllByTestId('avatar-feedback');
    const label = (name: string) => within(cards.find((c) => c.textContent!.includes(name))!).getByTestId('participant-label').textContent;
    expect(label('Ana Lopez')).toBe('Likely early adopter');
    expect(label('Cy Adams')).toBe('Open but unconvinced');
    expect(label('Bo Chen')).toBe('Not a buyer as it stands');
    expect(label('Di Okafor')).toBe('No stated intent');
    expect(document.body.textContent!.match(/likely early adopter/gi)).toHaveLength(1);
  });
});
