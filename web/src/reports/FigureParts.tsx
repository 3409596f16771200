import { Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InsightQuote } from '../../../core/insight/contract.js';
import type { Evidence } from './evidence';

export type OpenEvidence = (e: Evidence) => void;

export function FigureLabel({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" tt="uppercase" fw={700} c="dimmed">
      {children}
    </Text>
  );
}

/** A figure that opens the answers behind it: a button, underlined with dashes so it reads as one. */
export function FigureButton({ onClick, label, children }: { onClick: () => void; label: string; children: ReactNode }) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={label}
      style={{ textAlign: 'left', alignSelf: 'flex-start', maxWidth: '100%', borderBottom: '1px dashed var(--mantine-color-dimmed)' }}
    >
      {children}
    </UnstyledButton>
  );
}

/** A verbatim quote with its speaker and question; opens the full answer with the quote marked. */
export function QuoteButton({ quote, open }: { quote: InsightQuote; open: OpenEvidence }) {
  return (
    <UnstyledButton
      onClick={() => open({ title: `${quote.avatarName}, Q${quote.questionNumber}`, answerIds: [quote.answerId], highlight: [quote.text] })}
      aria-label={`Quote from ${quote.avatarName}, question ${quote.questionNumber}: show the full answer`}
      data-testid="insight-quote"
      style={{ display: 'block', textAlign: 'left', maxWidth: '100%', paddingLeft: 'var(--mantine-spacing-sm)', borderLeft: '3px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
        “{quote.text}”
      </Text>
      <Text size="xs" c="dimmed">
        {quote.avatarName} · Q{quote.questionNumber}
      </Text>
    </UnstyledButton>
  );
}
