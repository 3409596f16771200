import { Card, Stack, Title } from '@mantine/core';
import { splitByHeadings } from '../../../core/reports/markdown.js';
import type { ReportSection } from '../api/reports';
import { headingText, ReportMarkdown } from './ReportMarkdown';

/**
 * The report's sections as cards, split by Markdown headings of level 1 to 3 (docs/sessions-and-reports.md, Reports): each
 * section is a card, and each sub-heading inside it (a question, a participant) is a card of its own.
 */
export function ReportCards({ sections, compact = false }: { sections: ReportSection[]; compact?: boolean }) {
  const document = sections.map((s) => `## ${s.title}\n\n${s.markdown}`).join('\n\n');
  const cards = splitByHeadings(document);
  return (
    <Stack gap={compact ? 'sm' : 'md'} data-testid="report-cards">
      {cards.map((c, i) => {
        const sub = c.level >= 3;
        return (
          <Card key={i} withBorder padding={compact ? 'md' : 'lg'} radius="md" ml={sub ? { base: 0, sm: 'lg' } : 0} bg={sub ? 'var(--mantine-color-default-hover)' : undefined}>
            {c.title !== null && (
              <Title order={sub ? 4 : 3} fz={sub ? 'md' : compact ? 'lg' : 'xl'} mb="xs">
                {headingText(c.title)}
              </Title>
            )}
            {c.body && <ReportMarkdown size={compact ? 'sm' : 'md'}>{c.body}</ReportMarkdown>}
          </Card>
        );
      })}
    </Stack>
  );
}
