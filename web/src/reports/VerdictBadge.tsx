import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { verdictLabel } from '../../../core/reports/contract.js';

const LOOK = {
  greenlight: { color: 'teal', Icon: IconCircleCheck },
  tweaks: { color: 'orange', Icon: IconAlertTriangle },
  'not-ready': { color: 'red', Icon: IconCircleX },
} as const;

/** Greenlight, Needs Tweaks, Not Ready; anything else is Pending (docs/sessions-and-reports.md, Reports). */
export function VerdictBadge({ verdict, ...props }: { verdict: string | null | undefined } & BadgeProps) {
  const look = LOOK[verdict as keyof typeof LOOK] ?? { color: 'gray', Icon: IconHourglass };
  return (
    <Badge color={look.color} variant="light" leftSection={<look.Icon size={14} />} data-testid="verdict-badge" {...props}>
      {verdictLabel(verdict)}
    </Badge>
  );
}
