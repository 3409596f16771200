import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insightReportFixture } from '../../../core/reports/insight-report.fixture.js';
import { createQueryClient } from '../api/query-client';
import { reportsApi, type ReportDto } from '../api/reports';
import { ResultsScreen } from './ResultsScreen';

function showResults(report: ReportDto) {
  vi.spyOn(reportsApi, 'page').mockResolvedValue({ session: report.session, isOwner: false, report, inFlight: null, versions: [] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/results/s1']}>
          <Routes>
            <Route path="/results/:id" element={<ResultsScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('results page', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows the insight headline of a coded report', async () => {
    showResults(insightReportFixture());
    expect((await screen.findByTestId('intent-figure')).textContent).toContain('1 of 4 would buy');
    expect(screen.getAllByTestId('avatar-feedback')).toHaveLength(4);
  });

  it('keeps the key insights of a report built before coding, without figures', async () => {
    showResults({ ...insightReportFixture(), analysis: null });
    expect(await screen.findByTestId('figures-unavailable')).toBeTruthy();
    expect(screen.getByText('Purchase intent: 1 of 4 would buy.')).toBeTruthy();
    expect(screen.queryByTestId('insight-figures')).toBeNull();
  });
});
