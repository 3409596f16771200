import { Alert, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatPrice, namedAmounts } from '../../../core/insight/brief-price.js';
import type { InsightFigures as Figures } from '../../../core/insight/contract.js';
import type { Analysis, ParticipantResponses } from '../api/reports';
import { ConcernFigures, LikedQuotes } from './ConcernFigures';
import { useEvidenceDialog } from './EvidenceDialog';
import { FigureButton, FigureLabel, type OpenEvidence } from './FigureParts';
import { INTENT_LOOK, segmentsOf, tallyEvidence } from './figure-look';
import { plural } from './format';
import { QuestionFigures } from './QuestionFigures';
import { SplitBar } from './SplitBar';
import { VerdictBadge } from './VerdictBadge';

function Intent({ f, open }: { f: Figures; open: OpenEvidence }) {
  const i = f.intent;
  return (
    <Stack gap={6} data-testid="intent-figure">
      <FigureLabel>Purchase intent</FigureLabel>
      <FigureButton
        label={`${i.yes.count} of ${i.participants} would buy: show their answers`}
        onClick={() => open(tallyEvidence(`Would buy: ${i.yes.count} of ${i.participants}`, i.yes))}
      >
        <Text fz="xl" fw={800} span>
          {i.yes.count} of {i.participants}
        </Text>{' '}
        <Text span>would buy</Text>
      </FigureButton>
      <SplitBar
        label={`Purchase intent of ${plural(i.participants, 'participant')}`}
        segments={segmentsOf(INTENT_LOOK, { yes: i.yes, maybe: i.maybe, no: i.no, unstated: i.unstated }, (l, t) => `${l}: ${t.count} of ${i.participants}`, open)}
      />
    </Stack>
  );
}

function Price({ f, open }: { f: Figures; open: OpenEvidence }) {
  const p = f.price;
  const named = namedAmounts(p);
  return (
    <Stack gap={6} data-testid="price-figure">
      <FigureLabel>Price reaction</FigureLabel>
      {p.stated > 0 ? (
        <FigureButton
          label={`${p.tooHigh.count} of ${p.stated} find the price too high: show their answers`}
          onClick={() => open(tallyEvidence(`Price too high: ${p.tooHigh.count} of ${p.stated}`, p.tooHigh))}
        >
          <Text fz="xl" fw={800} span>
            {p.tooHigh.count} of {p.stated}
          </Text>{' '}
          <Text span>who reacted find it too high</Text>
        </FigureButton>
      ) : (
        <Text size="sm">Nobody reacted to the price.</Text>
      )}
      {p.acceptable.count > 0 && (
        <FigureButton
          label={`${p.acceptable.count} find the price acceptable: show their answers`}
          onClick={() => open(tallyEvidence(`Price acceptable: ${p.acceptable.count} of ${p.stated}`, p.acceptable))}
        >
          <Text size="sm">{p.acceptable.count} find it acceptable</Text>
        </FigureButton>
      )}
      <Text size="sm" c="dimmed">
        {p.briefPrice ? `Price in the brief: ${formatPrice(p.briefPrice)}` : 'The brief names no price.'}
      </Text>
      {named && (
        <FigureButton label="Amounts named: show the answers" onClick={() => open({ title: `Amounts named (${p.amounts.length})`, answerIds: p.amounts.map((a) => a.answerId) })}>
          <Text size="sm">Amounts named: {named}</Text>
        </FigureButton>
      )}
    </Stack>
  );
}

function VerdictRules({ f }: { f: Figures }) {
  return (
    <Stack gap={6} data-testid="verdict-reasons">
      <Group gap="xs">
        <FigureLabel>Verdict</FigureLabel>
        <VerdictBadge verdict={f.verdict.verdict} />
      </Group>
      <List size="sm" spacing={2}>
        {f.verdict.reasons.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The insight headline: intent, price, verdict rules, concerns, what was liked and each question, every figure opening its answers. */
export function InsightFigures({ analysis, participants }: { analysis: Analysis; participants: ParticipantResponses[] }) {
  const { open, dialog } = useEvidenceDialog(participants);
  const f = analysis.figures;
  const panel = f.intent.participants;
  return (
    <Card withBorder padding="lg" data-testid="insight-figures">
      <Title order={2} fz="lg" mb="sm">
        Insight headline
      </Title>
      {analysis.counts.responses === 0 ? (
        <Text c="dimmed">No answers yet: the figures appear once participants have answered.</Text>
      ) : (
        <Stack gap="lg">
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="xs" data-testid="sample-note">
            <Text size="sm">{plural(panel, 'simulated participant')}: read these figures as a direction, not a measurement.</Text>
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Intent f={f} open={open} />
            <Price f={f} open={open} />
          </SimpleGrid>
          <VerdictRules f={f} />
          <ConcernFigures f={f} open={open} />
          <LikedQuotes f={f} open={open} />
          <QuestionFigures f={f} open={open} />
          <Text size="xs" c="dimmed">
            {plural(f.coding.onTopicAnswers, 'answer')} about the idea coded by {f.coding.coders.map((c) => c.coder).join(', ') || 'no coder'}
            {f.coding.offTopicAnswers ? `; ${plural(f.coding.offTopicAnswers, 'off-topic answer')} left out` : ''}. Select any figure to read the answers behind it.
          </Text>
        </Stack>
      )}
      {dialog}
    </Card>
  );
}
