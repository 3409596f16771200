import { Button, Card, EmptyState, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconReceiptOff } from '@tabler/icons-react';
import { PlanCard } from '../components/PlanCard';
import { CREDIT_EXPIRY_DAYS } from '../config';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { Section } from './Section';
import { usePlans } from './use-plans';

export function PricingSection() {
  const [state, retry] = usePlans();
  const openDialog = useAuthDialog((s) => s.open);

  return (
    <Section id="pricing" eyebrow="Pricing" title="Get the product now" subtitle="Monthly plans with credits for extra participants and insight reports. Cancel any time.">
      {state.status === 'loading' && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy="true" aria-label="Loading plans">
          {Array.from({ length: 4 }, (_, i) => (
            <Card key={i} withBorder radius="lg" padding="xl">
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
      )}

      {state.status === 'error' && (
        <Card withBorder radius="lg" padding="xl" maw={560} mx="auto">
          <EmptyState
            icon={<IconCloudOff size={26} />}
            variant="light"
            color="gray"
            title="Plans could not be loaded"
            description="Pricing is temporarily unavailable. Check your connection and try again."
          >
            <EmptyState.Actions>
              <Button variant="default" onClick={retry}>
                Try again
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      )}

      {state.status === 'ready' && state.plans.length === 0 && (
        <Card withBorder radius="lg" padding="xl" maw={560} mx="auto">
          <EmptyState
            icon={<IconReceiptOff size={26} />}
            variant="light"
            color="gray"
            title="No plans available yet"
            description="Create a free account now; plans will appear here as soon as they are published."
          >
            <EmptyState.Actions>
              <Button onClick={() => openDialog('signup')}>Join Now</Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      )}

      {state.status === 'ready' && state.plans.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, state.plans.length) }} spacing="lg" verticalSpacing="xl" pt="xs">
          {state.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} actionLabel="Get started" onSelect={() => openDialog('signup')} />
          ))}
        </SimpleGrid>
      )}

      <Text size="sm" c="dimmed" ta="center" mt="xl">
        All credits expire {CREDIT_EXPIRY_DAYS} days after purchase. Unused credits cannot be refunded or transferred.
      </Text>
    </Section>
  );
}
