import { Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Plan } from '../api/types';
import { CREDIT_EXPIRY_DAYS } from '../config';

export function formatPrice(price: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price);
}

interface PlanCardProps {
  plan: Plan;
  /** Button text; pass "Processing..." while this plan's action runs. */
  actionLabel: string;
  onSelect: (plan: Plan) => void;
  disabled?: boolean;
}

/** A pricing plan: name, $/month, {credits} credits/month, Monthly reset, one action. */
export function PlanCard({ plan, actionLabel, onSelect, disabled }: PlanCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow={plan.popular ? 'lg' : 'xs'}
      data-testid={`plan-${plan.planName}`}
      style={{
        position: 'relative',
        overflow: 'visible',
        // A ring instead of a thicker border, so the popular card's content lines up with its neighbours.
        boxShadow: plan.popular ? '0 0 0 2px var(--mantine-primary-color-filled), var(--mantine-shadow-lg)' : undefined,
      }}
    >
      {plan.popular && (
        <Badge variant="filled" radius="xl" size="md" style={{ position: 'absolute', top: 0, left: '50%', transform: 'translate(-50%, -50%)', whiteSpace: 'nowrap' }}>
          Most Popular
        </Badge>
      )}
      <Stack gap="md" h="100%">
        <Text fw={700} fz="lg" mt={4}>
          {plan.displayName}
        </Text>
        <Group gap={4} align="baseline" wrap="nowrap">
          <Text fz={32} fw={800} lh={1} style={{ letterSpacing: '-0.03em', whiteSpace: 'nowrap' }}>
            {formatPrice(plan.price)}
          </Text>
          <Text c="dimmed" size="sm">
            /month
          </Text>
        </Group>
        <List
          spacing={8}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          <List.Item>{plan.credits} credits/month</List.Item>
          <List.Item>Monthly reset</List.Item>
          <List.Item>Credits valid {CREDIT_EXPIRY_DAYS} days</List.Item>
        </List>
        <Button
          fullWidth
          size="md"
          variant={plan.popular ? 'filled' : 'light'}
          disabled={disabled}
          onClick={() => onSelect(plan)}
          aria-label={`${actionLabel}: ${plan.displayName}`}
        >
          {actionLabel}
        </Button>
      </Stack>
    </Card>
  );
}

/** Four plan cards' placeholders while the plans load, in the grid the cards will fill. */
export function PlanCardsSkeleton({ maxCols = 4 }: { maxCols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: maxCols }} spacing="lg" aria-busy="true" aria-label="Loading plans">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Skeleton height={20} width="50%" />
            <Skeleton height={36} width="70%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={42} mt="md" radius="md" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
