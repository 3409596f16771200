import { Alert, EmptyState, SimpleGrid, Stack } from '@mantine/core';
import { IconInfoCircle, IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutReturn } from '../api/billing';
import { queries } from '../api/query-keys';
import type { Plan } from '../api/types';
import { PlanCard, PlanCardsSkeleton } from '../components/PlanCard';
import { QueryState } from '../components/QueryState';
import { useAuthStore } from '../stores/auth-store';
import { NOT_CONFIGURED_MESSAGE } from './billing-config';
import { useCheckout } from './use-checkout';

interface PlanPickerProps {
  /** The button text of a plan the user can buy: "Select Plan" or "Upgrade". */
  actionLabel: string;
  returnTo: CheckoutReturn;
  /** Columns at the widest breakpoint (dialogs are narrower than pages). */
  maxCols?: number;
}

// Short enough for a plan card's button; the alert above the cards says the rest.
const NOT_CONFIGURED_LABEL = 'Not configured';

/** The four monthly plans with their checkout buttons, and every loading, empty and error state. */
export function PlanPicker({ actionLabel, returnTo, maxCols = 4 }: PlanPickerProps) {
  const plans = useQuery(queries.plans());
  const billing = useQuery(queries.billingConfig());
  const user = useAuthStore((s) => s.user);
  const { pendingPlanId, select } = useCheckout(returnTo);
  // Visitors keep a live button: selecting tells them to sign in first.
  const paymentsOff = !!user && billing.data?.enabled === false;

  const labelFor = (plan: Plan) => {
    if (pendingPlanId === plan.id) return 'Processing...';
    if (user && user.subscriptionLevel === plan.planName) return 'Current Plan';
    if (paymentsOff) return NOT_CONFIGURED_LABEL;
    return actionLabel;
  };

  return (
    <QueryState
      query={plans}
      errorTitle="Plans could not be loaded"
      errorText={() => 'Check your connection and try again.'}
      loading={<PlanCardsSkeleton maxCols={maxCols} />}
      empty={{
        when: (list) => list.length === 0,
        render: (
          <EmptyState
            icon={<IconReceiptOff size={26} />}
            variant="light"
            color="gray"
            title="No plans available yet"
            description="Plans will appear here as soon as they are published."
          />
        ),
      }}
    >
      {(list) => (
        <Stack gap="lg">
          {paymentsOff && (
            <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} title="Payments are not configured">
              {NOT_CONFIGURED_MESSAGE}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(maxCols, list.length) }} spacing="lg" verticalSpacing="xl" pt="xs">
            {list.map((plan) => {
              const label = labelFor(plan);
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  actionLabel={label}
                  onSelect={select}
                  disabled={pendingPlanId !== null || label === 'Current Plan' || label === NOT_CONFIGURED_LABEL}
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
