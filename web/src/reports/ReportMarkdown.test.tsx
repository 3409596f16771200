import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cut, longDate } from './format';
import { ReportCards } from './ReportCards';
import { ReportMarkdown } from './ReportMarkdown';
import { VerdictBadge } from './VerdictBadge';

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('report markdown', () => {
  it('never renders raw HTML, script links or remote images from user or model text', () => {
    const { container } = wrap(
      <ReportMarkdown>
        {'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[click](javascript:alert(3)) ![pixel](https://tracker.example/p.gif) **bold**'}
      </ReportMarkdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
  });

  it('splits the report into cards at headings of level 1 to 3', () => {
    const { container } = wrap(
      <ReportCards
        sections={[
          { key: 'ExecutiveSummary', title: 'Executive Summary', markdown: 'Summary text' },
          {
            key: 'CompleteQuestionResponseAnalysis',
            title: 'Complete Question & Response Analysis',
            markdown: "Intro\n\n### Q1: What's \\*new\\*?\n\nAnswer\n\n#### Detail\n\nstays inside",
          },
        ]}
      />,
    );
    const titles = [...container.querySelectorAll('h3, h4')].map((h) => h.textContent);
    expect(titles).toEqual(['Executive Summary', 'Complete Question & Response Analysis', "Q1: What's *new*?", 'Detail']);
    expect(container.querySelectorAll('[data-testid="report-cards"] > .mantine-Card-root')).toHaveLength(3);
  });

  it('labels verdicts as documented, pending for anything else', () => {
    const labels = ['greenlight', 'tweaks', 'not-ready', null, 'weird'].map(
      (v) => wrap(<VerdictBadge verdict={v} />).container.querySelector('[data-testid="verdict-badge"]')?.textContent,
    );
    expect(labels).toEqual(['Greenlight', 'Needs Tweaks', 'Not Ready', 'Pending', 'Pending']);
  });

  it('formats dates en-US (Invalid Date when missing) and cuts titles', () => {
    expect(longDate('2026-11-21T10:00:00Z')).toBe('November 21, 2026');
    expect(longDate(null)).toBe('Invalid Date');
    expect(cut('a'.repeat(70), 60)).toHaveLength(60);
    expect(cut('short', 60)).toBe('short');
  });
});
