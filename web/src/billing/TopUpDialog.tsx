import { Alert, Center, Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { IconInfoCircle } from '@tabler/icons-react';
import { type UseQueryResult, useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CREDIT_PACKAGES, findPackage, type CreditPackage } from '../../../core/billing/packages';
import type { BillingConfig } from '../api/billing';
import { queries } from '../api/query-keys';
import { QueryError } from '../components/QueryState';
import { toastError } from '../components/toast';
import { NOT_CONFIGURED_MESSAGE, stripeJs } from './billing-config';
import { ExpiryNotice } from './ExpiryNotice';
import { PackagePicker } from './PackagePicker';
import { TOP_UP, TopUpForm } from './TopUpForm';

export interface TopUpDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Replaces the "Add Credits" title, e.g. "You need 4 more credits to start this session". */
  title?: string;
  /** Called after Stripe confirmed the payment (the credits follow through the webhook). */
  onPaid?: (credits: number) => void;
}

type PaymentSystem = { status: 'loading' } | { status: 'off' } | { status: 'error'; message: string } | { status: 'ready'; stripe: Stripe };

const LOAD_FAILED = 'Failed to load payment system. Please try again later.';

/** Where the payment form stands: the billing config first, then Stripe.js for its key. */
function paymentSystem(billing: UseQueryResult<BillingConfig>, stripe: UseQueryResult<Stripe | null>): PaymentSystem {
  if (billing.data === undefined) return billing.isError && !billing.isFetching ? { status: 'error', message: LOAD_FAILED } : { status: 'loading' };
  if (!billing.data.enabled) return { status: 'off' };
  if (!billing.data.publishableKey) return billing.isFetching ? { status: 'loading' } : { status: 'error', message: 'No publishable key returned' };
  if (stripe.data) return { status: 'ready', stripe: stripe.data };
  // Stripe.js that loads but gives nothing is the same failure as one that does not load.
  return (stripe.isError || stripe.data === null) && !stripe.isFetching ? { status: 'error', message: LOAD_FAILED } : { status: 'loading' };
}

/** The billing config from the app's query, then Stripe.js; each failure is toasted once when it happens. */
function usePaymentSystem(opened: boolean) {
  const billing = useQuery({ ...queries.billingConfig(), enabled: opened });
  const key = billing.data?.enabled ? billing.data.publishableKey : null;
  const stripe = useQuery({ ...stripeJs(key ?? ''), enabled: opened && !!key });
  const system = paymentSystem(billing, stripe);
  const failure = opened && system.status === 'error' ? system.message : null;
  useEffect(() => {
    if (failure) toastError('Error', failure);
  }, [failure]);
  const retry = () => void (key ? stripe.refetch() : billing.refetch());
  return { system, retry };
}

/** Add Credits: pick a package, pay with a saved or new card. Nothing can be changed while paying. */
export function TopUpDialog({ opened, onClose, title = 'Add Credits', onPaid }: TopUpDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [packageId, setPackageId] = useState<CreditPackage['id']>(CREDIT_PACKAGES[0]!.id);
  const processing = useIsMutating({ mutationKey: TOP_UP }) > 0;
  const { system, retry } = usePaymentSystem(opened);

  useEffect(() => {
    if (opened) setPackageId(CREDIT_PACKAGES[0]!.id);
  }, [opened]);

  const close = () => {
    if (!processing) onClose();
  };
  const pkg = findPackage(packageId)!;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      radius="lg"
      centered
      fullScreen={phone}
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
      withCloseButton={!processing}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <PackagePicker value={packageId} onChange={setPackageId} disabled={processing} />
        <Divider />
        {system.status === 'loading' && (
          <Center py="lg" aria-busy="true">
            <Loader size="sm" />
            <Text size="sm" c="dimmed" ml="sm">
              Loading secure payment form…
            </Text>
          </Center>
        )}
        {system.status === 'off' && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} title="Payments are not configured">
            {NOT_CONFIGURED_MESSAGE}
          </Alert>
        )}
        {system.status === 'error' && <QueryError title="The payment form could not be loaded" message="Check your connection and try again." onRetry={retry} />}
        {system.status === 'ready' && (
          <Elements stripe={system.stripe}>
            <TopUpForm
              pkg={pkg}
              onPaid={(credits) => {
                onPaid?.(credits);
                onClose();
              }}
            />
          </Elements>
        )}
        <ExpiryNotice />
      </Stack>
    </Modal>
  );
}
