import { Button, Card, EmptyState, SimpleGrid, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../api/query-keys';
import { PlanCard, PlanCardsSkeleton } from '../components/PlanCard';
import { QueryState } from '../components/QueryState';
import { CREDIT_EXPIRY_DAYS } from '../config';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { Section } from './Section';

export function PricingSection() {
  const plans = useQuery(queries.plans());
  const openDialog = useAuthDialog((s) => s.open);

  return (
    <Section id="pricing" eyebrow="Pricing" title="Get the product now" subtitle="Monthly plans with credits for extra participants and insight reports. Cancel any time.">
      <QueryState
        query={plans}
        errorTitle="Plans could not be loaded"
        errorText={() => 'Pricing is temporarily unavailable. Check your connection and try again.'}
        loading={<PlanCardsSkeleton />}
        empty={{
          when: (list) => list.length === 0,
          render: (
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
          ),
        }}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, list.length) }} spacing="lg" verticalSpacing="xl" pt="xs">
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} actionLabel="Get started" onSelect={() => openDialog('signup')} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      <Text size="sm" c="dimmed" ta="center" mt="xl">
        All credits expire {CREDIT_EXPIRY_DAYS} days after purchase. Unused credits cannot be refunded or transferred.
      </Text>
    </Section>
  );
}
