import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insightReportFixture } from '../../../core/reports/insight-report.fixture.js';
import { createQueryClient } from '../api/query-client';
import { reportsApi, type ReportDto } from '../api/reports';
import { ReportScreen } from './ReportScreen';

function showReport(report: ReportDto) {
  vi.spyOn(reportsApi, 'page').mockResolvedValue({ session: report.session, isOwner: false, report, inFlight: null, versions: [] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/report/s1']}>
          <Routes>
            <Route path="/report/:sessionId" element={<ReportScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('report page', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('puts the insight headline above the sections', async () => {
    showReport(insightReportFixture());
    const panel = await screen.findByTestId('insight-figures');
    const cards = screen.getByTestId('report-cards');
    expect(panel.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the sections of a report built before coding, without the panel', async () => {
    showReport({ ...insightReportFixture(), analysis: null });
    expect((await screen.findByTestId('report-cards')).textContent).toContain('Executive Summary');
    expect(screen.queryByTestId('insight-figures')).toBeNull();
  });
});
