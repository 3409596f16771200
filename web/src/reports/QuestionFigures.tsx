import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAmount } from '../../../core/insight/brief-price.js';
import type { InsightFigures, QuestionFigure } from '../../../core/insight/contract.js';
import { FigureButton, FigureLabel, type OpenEvidence } from './FigureParts';
import { segmentsOf, STANCE_LOOK } from './figure-look';
import { plural } from './format';
import { DistributionFigure, ShiftFigure } from './DistributionFigure';
import { RatingHistogram } from './RatingHistogram';
import { SplitBar } from './SplitBar';

function Ratings({ q, currency, open }: { q: QuestionFigure; currency?: string; open: OpenEvidence }) {
  const r = q.ratings!;
  const show = (v: number | null) => (v === null ? '–' : r.kind === 'amount' ? formatAmount(v, currency) : String(v));
  const scale = r.scale ? ` on a ${r.scale.min}–${r.scale.max} scale` : '';
  return (
    <Stack gap={6}>
      <FigureButton
        label={`Q${q.number} values: show the ${plural(r.values.length, 'answer')}`}
        onClick={() => open({ title: `Q${q.number}: ${plural(r.values.length, 'value')} given`, answerIds: r.values.map((v) => v.answerId) })}
      >
        <Text size="sm">
          Mean <b>{show(r.mean)}</b> · median <b>{show(r.median)}</b>
          {scale} ({plural(r.values.length, 'answer')})
        </Text>
      </FigureButton>
      <RatingHistogram r={r} question={q.number} currency={currency} open={open} />
    </Stack>
  );
}

function Question({ q, currency, open }: { q: QuestionFigure; currency?: string; open: OpenEvidence }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={6} data-testid={`question-figure-${q.number}`} style={{ opacity: q.onTopic ? 1 : 0.6 }}>
      <Text size="sm" fw={600} c={q.onTopic ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        Q{q.number}. {q.discussion ? `Discussion of Q${q.discussion.discusses}: ` : ''}
        {q.text}
      </Text>
      {!q.onTopic ? (
        <Text size="xs" c="dimmed">
          Not about the idea: left out of the figures
        </Text>
      ) : q.answered === 0 ? (
        <Text size="xs" c="dimmed">
          No answers to this question yet.
        </Text>
      ) : (
        <Stack gap={6}>
          <SplitBar
            size={10}
            label={`Stance of the answers to Q${q.number}`}
            segments={segmentsOf(STANCE_LOOK, q.stance, (l, t) => `Q${q.number}, ${l.toLowerCase()}: ${plural(t.count, 'answer')}`, open)}
          />
          {q.distribution ? <DistributionFigure d={q.distribution} question={q.number} open={open} /> : q.ratings && <Ratings q={q} currency={currency} open={open} />}
          {q.discussion && <ShiftFigure s={q.discussion} question={q.number} open={open} />}
          {(q.skipped > 0 || q.offTopicAnswers > 0) && (
            <Text size="xs" c="dimmed">
              {[q.skipped ? `${q.skipped} skipped` : '', q.offTopicAnswers ? `${q.offTopicAnswers} off-topic left out` : ''].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
      )}
    </SimpleGrid>
  );
}

/** Each question: the stance of its answers and, for a scale or price question, the values given. */
export function QuestionFigures({ f, open }: { f: InsightFigures; open: OpenEvidence }) {
  if (!f.questions.length) return null;
  return (
    <Stack gap="lg" data-testid="question-figures">
      <FigureLabel>By question (answers)</FigureLabel>
      {f.questions.map((q) => (
        <Question key={q.number} q={q} currency={f.price.briefPrice?.currency} open={open} />
      ))}
    </Stack>
  );
}
