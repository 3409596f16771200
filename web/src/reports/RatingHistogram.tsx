import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatAmount } from '../../../core/insight/brief-price.js';
import type { RatingFigure } from '../../../core/insight/contract.js';
import { ratingBins } from '../../../core/reports/print-figures.js';
import type { OpenEvidence } from './FigureParts';
import { plural } from './format';

const BAR_HEIGHT = 48;

/** How many gave each value, one column per value; a column opens the answers that gave it. */
export function RatingHistogram({ r, question, currency, open }: { r: RatingFigure; question: number; currency?: string; open: OpenEvidence }) {
  const bins = ratingBins(r);
  const most = Math.max(1, ...bins.map((b) => b.count));
  const show = (v: number) => (r.kind === 'amount' ? formatAmount(v, currency) : String(v));
  return (
    <Group gap={4} align="flex-end" wrap="nowrap" role="group" aria-label={`Q${question}: answers per value`} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {bins.map((b) => (
        <UnstyledButton
          key={b.value}
          disabled={!b.count}
          onClick={() =>
            open({ title: `Q${question}: ${show(b.value)} (${plural(b.count, 'answer')})`, answerIds: r.values.filter((v) => v.value === b.value).map((v) => v.answerId) })
          }
          aria-label={`${show(b.value)}: ${plural(b.count, 'answer')}`}
          style={{ minWidth: 22 }}
        >
          <Stack gap={2} align="center">
            <Text size="xs" c="dimmed">
              {b.count || ''}
            </Text>
            <Box
              w={16}
              h={Math.max(2, (b.count / most) * BAR_HEIGHT)}
              style={{ borderRadius: 2, background: b.count ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)' }}
            />
            <Text size="xs">{show(b.value)}</Text>
          </Stack>
        </UnstyledButton>
      ))}
    </Group>
  );
}
