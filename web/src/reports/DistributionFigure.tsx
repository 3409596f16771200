import { Box, Stack, Table, Text } from '@mantine/core';
import type { DiscussionShift, Distribution } from '../../../core/insight/contract.js';
import { distributionChart, distributionSummary, shiftSummary } from '../../../core/reports/distribution-view.js';
import { FigureButton, type OpenEvidence } from './FigureParts';
import { plural } from './format';

/** The values chosen on a structured question: the figures in words, the chart, the answers behind them. */
export function DistributionFigure({ d, question, open }: { d: Distribution; question: number; open: OpenEvidence }) {
  const [summary, ...rest] = distributionSummary(d);
  return (
    <Stack gap={4} data-testid={`distribution-${question}`}>
      <FigureButton
        label={`Q${question} values: show the ${plural(d.n, 'answer')}`}
        onClick={() => open({ title: `Q${question}: ${plural(d.n, 'value')} chosen`, answerIds: d.answerIds })}
      >
        <Text size="sm">{summary}</Text>
      </FigureButton>
      <Box style={{ overflowX: 'auto', maxWidth: '100%' }}>{distributionChart(d)}</Box>
      {rest.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** A discussion round: before -> after per participant, how many changed and the mean shift. */
export function ShiftFigure({ s, question, open }: { s: DiscussionShift; question: number; open: OpenEvidence }) {
  return (
    <Stack gap={4} data-testid={`shift-${question}`}>
      <FigureButton
        label={`Q${question}: show the answers before and after`}
        onClick={() => open({ title: `Q${s.discusses} before and after the discussion`, answerIds: s.rows.flatMap((r) => r.answerIds) })}
      >
        <Text size="sm">{shiftSummary(s)}</Text>
      </FigureButton>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="xs" aria-label={`Q${s.discusses} before and after`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Participant</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.rows.map((r) => (
            <Table.Tr key={r.avatarId}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.beforeLabel}</Table.Td>
              <Table.Td fw={r.before === r.after ? undefined : 700}>{r.before === r.after ? r.afterLabel : `→ ${r.afterLabel}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
