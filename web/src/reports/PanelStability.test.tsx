import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verdictLabel } from '../../../core/reports/contract.js';
import type { RerunDto, RunFigures, StabilitySummary } from '../../../core/stability/contract.js';
import { createQueryClient } from '../api/query-client';
import { reportsApi } from '../api/reports';
import { PanelStability } from './PanelStability';

const values = (wouldBuy: number): RunFigures['values'] => ({ wouldBuy, might: 20, wouldNot: 80 - wouldBuy, priceTooHigh: 40, positiveAnswers: 50 });
const run = (n: number, wouldBuy: number, verdict: RunFigures['verdict']): RunFigures => ({ run: n, seed: n, verdict, values: values(wouldBuy) });

const summary: StabilitySummary = {
  original: run(0, 40, 'tweaks'),
  reruns: [run(1, 20, 'tweaks'), run(2, 60, 'greenlight')],
  held: 1,
  ranges: [
    { key: 'wouldBuy', label: 'Would buy or use it', min: 20, max: 60 },
    { key: 'priceTooHigh', label: 'Price too high', min: 40, max: 40 },
  ],
  scaleRanges: [
    { questionId: 'q2', label: 'Mean rating, question 2 (1 to 10)', original: 7.2, min: 6.8, max: 7.5 },
    { questionId: 'q4', label: 'Mean rating, question 4 (1 to 5)', original: null, min: 3, max: 3 },
  ],
};

function showStability(s: StabilitySummary) {
  const rerun: RerunDto = { id: 'r1', runs: 2, cost: 6, status: 'done', progress: { done: 12, total: 12 }, summary: s, createdAt: '2026-11-24T00:00:00.000Z' };
  vi.spyOn(reportsApi, 'rerunState').mockResolvedValue({ creditsPerRun: 3, rerun });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <PanelStability sessionId="s1" canRerun={false} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tr) =>
      within(tr)
        .queryAllByRole('cell')
        .map((td) => td.textContent),
    );

describe('verdict stability card', () => {
  beforeEach(() => vi.restoreAllMocks());

  it("shows the range of each scale question's mean across runs, in the printed report's words", async () => {
    showStability(summary);
    const table = await screen.findByTestId('stability-ranges');
    expect(rowsOf(table).slice(1)).toEqual([
      ['Would buy or use it', '40%', '20% to 60%'],
      ['Price too high', '40%', '40%'],
      ['Mean rating, question 2 (1 to 10)', '7.2', '6.8 to 7.5'],
      ['Mean rating, question 4 (1 to 5)', 'no values', '3'],
    ]);
    expect(screen.getByTestId('verdict-held').textContent).toBe('The verdict held in 1 of 2 reruns.');
    expect(screen.getAllByTestId('rerun-verdict').map((b) => b.textContent)).toEqual([verdictLabel('tweaks'), verdictLabel('tweaks'), verdictLabel('greenlight')]);
    expect(screen.getByRole('alert').textContent).toContain('treat it as uncertain');
  });

  it('raises no warning when every rerun kept the verdict', async () => {
    showStability({ ...summary, reruns: [run(1, 20, 'tweaks'), run(2, 60, 'tweaks')], held: 2 });
    expect((await screen.findByTestId('verdict-held')).textContent).toBe('The verdict held in 2 of 2 reruns.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows only the headline figures for a summary stored before reruns kept scale means', async () => {
    const { scaleRanges: _, ...older } = summary;
    showStability(older);
    const table = await screen.findByTestId('stability-ranges');
    expect(
      rowsOf(table)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Would buy or use it', 'Price too high']);
  });
});
