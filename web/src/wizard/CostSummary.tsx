import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { EXTRA_AVATAR_CREDITS, FREE_AVATAR_COUNT, PREMIUM_AVATAR_CREDITS, type SessionCost } from '../../../core/sessions/rules.js';

interface CostSummaryProps {
  cost: SessionCost;
  balance: number;
  onAddCredits: () => void;
}

/** The live cost of the selection, charged when the session starts, against the user's balance. */
export function CostSummary({ cost, balance, onAddCredits }: CostSummaryProps) {
  const short = cost.total > balance;
  const parts = [
    cost.extraAvatars ? `${cost.extraAvatars} extra × ${EXTRA_AVATAR_CREDITS}` : null,
    cost.premiumAvatars ? `${cost.premiumAvatars} premium × ${PREMIUM_AVATAR_CREDITS}` : null,
  ].filter(Boolean);
  return (
    <Stack gap={6} aria-live="polite">
      <Group gap="xs" wrap="nowrap">
        <IconCoins size={18} aria-hidden />
        <Text size="sm">
          <Text span fw={700}>
            {cost.total} credit{cost.total === 1 ? '' : 's'}
          </Text>{' '}
          at start{parts.length ? ` (${parts.join(' + ')})` : ''} · you have {balance}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        First {FREE_AVATAR_COUNT} avatars free, {EXTRA_AVATAR_CREDITS} credits per extra avatar, {PREMIUM_AVATAR_CREDITS} per premium avatar.
      </Text>
      {short && (
        <Alert color="orange" variant="light" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              You need {cost.total - balance} more credit{cost.total - balance === 1 ? '' : 's'} to start with this group.
            </Text>
            <Button size="xs" variant="light" color="orange" onClick={onAddCredits}>
              Add credits
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
