import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { AvatarDto } from '../api/avatars';
import { AvatarCard } from '../avatars/AvatarCard';
import { QueryError } from '../components/QueryState';

interface FreeTeamPanelProps {
  team: AvatarDto[] | null;
  error: string | null;
  onRetry: () => void;
  onUpgrade: () => void;
  onViewProfile: (avatar: AvatarDto) => void;
}

/** The free plan's fixed team of 4, read-only, with what upgrading adds. */
export function FreeTeamPanel({ team, error, onRetry, onUpgrade, onViewProfile }: FreeTeamPanelProps) {
  return (
    <Stack gap="md">
      <Alert variant="light" icon={<IconLock size={18} />} title="Your free focus group team">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            On the free plan your session runs with this fixed team of 4 avatars, chosen for you. Upgrade to search more than 2,000 personas, filter by tags and pick up to 15
            people for each session.
          </Text>
          <Button size="xs" onClick={onUpgrade}>
            Upgrade to choose your avatars
          </Button>
        </Stack>
      </Alert>
      {error && !team ? (
        <QueryError title="Could not load your team" message={error} onRetry={onRetry} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" aria-busy={!team} aria-label="Your team">
          {team
            ? team.map((a) => <AvatarCard key={a.id} avatar={a} onViewProfile={onViewProfile} />)
            : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={104} radius="md" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
