import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { SessionOverview } from '../api/reports';
import { ReportMarkdown } from './ReportMarkdown';

/** Websites as links when they look like web addresses; anything else stays text. */
function Websites({ value }: { value: string | null }) {
  const items = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (!items.length) return <Text c="dimmed">None</Text>;
  return (
    <Stack gap={2}>
      {items.map((w) => {
        const href = /^https?:\/\//i.test(w) ? w : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(w) ? `https://${w}` : null;
        return href ? (
          <Anchor key={w} href={href} target="_blank" rel="noopener noreferrer nofollow" style={{ overflowWrap: 'anywhere' }}>
            {w}
          </Anchor>
        ) : (
          <Text key={w}>{w}</Text>
        );
      })}
    </Stack>
  );
}

export function SessionOverviewCard({ session }: { session: SessionOverview }) {
  return (
    <Card withBorder padding="lg" data-testid="session-overview">
      <Title order={3} fz="lg" mb="sm">
        Session Overview
      </Title>
      <Stack gap="md">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            Product/Service
          </Text>
          {session.productIdea ? <ReportMarkdown size="sm">{session.productIdea}</ReportMarkdown> : <Text c="dimmed">Not specified</Text>}
        </div>
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            Target Customer
          </Text>
          <Text size="sm">{session.targetAudience || 'Not specified'}</Text>
        </div>
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            Websites
          </Text>
          <Websites value={session.websites} />
        </div>
      </Stack>
    </Card>
  );
}
