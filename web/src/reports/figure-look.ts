import type { ParticipantFigure, Tally } from '../../../core/insight/contract.js';
import type { Stance } from '../../../core/insight/codebook.js';
import type { Evidence } from './evidence';
import type { SplitSegment } from './SplitBar';

/** Labels and colours of the coded values, the same on every figure of the web app. */
export const INTENT_LOOK = [
  { key: 'yes', label: 'Would buy', color: 'teal' },
  { key: 'maybe', label: 'Maybe', color: 'yellow' },
  { key: 'no', label: 'Would not', color: 'red' },
  { key: 'unstated', label: 'Not stated', color: 'gray' },
] as const;

export const STANCE_LOOK: { key: Stance; label: string; color: string }[] = [
  { key: 'positive', label: 'Positive', color: 'teal' },
  { key: 'mixed', label: 'Mixed', color: 'orange' },
  { key: 'negative', label: 'Negative', color: 'red' },
  { key: 'neutral', label: 'Neutral', color: 'gray' },
];

export const LABEL_COLOR: Record<ParticipantFigure['label'], string> = {
  'likely-early-adopter': 'teal',
  'open-but-unconvinced': 'yellow',
  'not-a-buyer': 'red',
  undecided: 'gray',
};

export const tallyEvidence = (title: string, t: Tally, highlight?: string[]): Evidence => ({ title, answerIds: t.answerIds, avatarIds: t.avatarIds, highlight });

/** A split bar's segments from tallies keyed like `looks`, each opening its own answers. */
export function segmentsOf(
  looks: readonly { key: string; label: string; color: string }[],
  tallies: Record<string, Tally>,
  title: (label: string, t: Tally) => string,
  open: (e: Evidence) => void,
): SplitSegment[] {
  return looks.map((l) => {
    const t = tallies[l.key]!;
    return { ...l, count: t.count, onOpen: () => open(tallyEvidence(title(l.label, t), t)) };
  });
}
