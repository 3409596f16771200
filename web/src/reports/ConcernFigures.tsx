import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InsightFigures } from '../../../core/insight/contract.js';
import { FigureButton, FigureLabel, QuoteButton, type OpenEvidence } from './FigureParts';
import { tallyEvidence } from './figure-look';

const TOP_CONCERNS = 5;

/** The concerns raised by most participants, each with its share of the panel and verbatim quotes. */
export function ConcernFigures({ f, open }: { f: InsightFigures; open: OpenEvidence }) {
  const panel = f.intent.participants;
  return (
    <Stack gap="sm" data-testid="concern-figures">
      <FigureLabel>Top concerns, by participants</FigureLabel>
      {f.concerns.length === 0 && <Text size="sm">No concerns were raised.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {f.concerns.slice(0, TOP_CONCERNS).map((c) => (
          <Stack key={c.id} gap={6} data-testid={`concern-${c.id}`}>
            <FigureButton
              label={`${c.label}: raised by ${c.participants.count} of ${panel} participants: show their answers`}
              onClick={() =>
                open(
                  tallyEvidence(
                    `${c.label}: raised by ${c.participants.count} of ${panel}`,
                    c.participants,
                    c.quotes.map((q) => q.text),
                  ),
                )
              }
            >
              <Text size="sm">
                <Text span fw={700}>
                  {c.label}
                </Text>{' '}
                · {c.participants.count} of {panel}
              </Text>
            </FigureButton>
            <Progress value={c.share * 100} size="sm" color="orange" aria-label={`${c.label}: ${Math.round(c.share * 100)}% of the panel`} />
            {c.quotes.map((q) => (
              <QuoteButton key={q.answerId} quote={q} open={open} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Who spoke positively about the idea, and up to three of their words. */
export function LikedQuotes({ f, open }: { f: InsightFigures; open: OpenEvidence }) {
  const liked = f.liked.participants;
  const panel = f.intent.participants;
  return (
    <Stack gap="sm" data-testid="liked-quotes">
      <FigureLabel>What they liked</FigureLabel>
      {liked.count ? (
        <FigureButton
          label={`${liked.count} of ${panel} spoke positively: show their answers`}
          onClick={() =>
            open(
              tallyEvidence(
                `Spoke positively: ${liked.count} of ${panel}`,
                liked,
                f.liked.quotes.map((q) => q.text),
              ),
            )
          }
        >
          <Text size="sm">
            {liked.count} of {panel} spoke positively about the idea
          </Text>
        </FigureButton>
      ) : (
        <Text size="sm">Nobody spoke positively about the idea.</Text>
      )}
      {f.liked.quotes.slice(0, 3).map((q) => (
        <QuoteButton key={q.answerId} quote={q} open={open} />
      ))}
    </Stack>
  );
}
