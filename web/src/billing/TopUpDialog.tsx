import { Alert, Button, Center, Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CREDIT_PACKAGES, findPackage, type CreditPackage } from '../../../core/billing/packages';
import { toastError } from '../components/toast';
import { loadBillingConfig, loadStripeJs, NOT_CONFIGURED_MESSAGE } from './billing-config';
import { ExpiryNotice } from './ExpiryNotice';
import { PackagePicker } from './PackagePicker';
import { TopUpForm } from './TopUpForm';

export interface TopUpDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Replaces the "Add Credits" title, e.g. "You need 4 more credits to start this session". */
  title?: string;
  /** Called after Stripe confirmed the payment (the credits follow through the webhook). */
  onPaid?: (credits: number) => void;
}

type PaymentSystem = { status: 'loading' } | { status: 'off' } | { status: 'error' } | { status: 'ready'; stripe: Stripe };

/** Loads the billing config, then Stripe.js, with a toast for each failure. */
async function loadPaymentSystem(): Promise<PaymentSystem> {
  let config: Awaited<ReturnType<typeof loadBillingConfig>>;
  try {
    config = await loadBillingConfig();
  } catch {
    toastError('Error', 'Failed to load payment system. Please try again later.');
    return { status: 'error' };
  }
  if (!config.enabled) return { status: 'off' };
  if (!config.publishableKey) {
    toastError('Error', 'No publishable key returned');
    return { status: 'error' };
  }
  try {
    const stripe = await loadStripeJs(config.publishableKey);
    if (stripe) return { status: 'ready', stripe };
  } catch {
    // Reported below, as when Stripe.js loads but gives nothing.
  }
  toastError('Error', 'Failed to load payment system. Please try again later.');
  return { status: 'error' };
}

/** Add Credits: pick a package, pay with a saved or new card. Nothing can be changed while paying. */
export function TopUpDialog({ opened, onClose, title = 'Add Credits', onPaid }: TopUpDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [packageId, setPackageId] = useState<CreditPackage['id']>(CREDIT_PACKAGES[0]!.id);
  const [processing, setProcessing] = useState(false);
  const [system, setSystem] = useState<PaymentSystem>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!opened) return;
    setPackageId(CREDIT_PACKAGES[0]!.id);
    let alive = true;
    setSystem({ status: 'loading' });
    void loadPaymentSystem().then((s) => alive && setSystem(s));
    return () => {
      alive = false;
    };
  }, [opened, attempt]);

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
        {system.status === 'error' && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={18} />} title="The payment form could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Check your connection and try again.</Text>
              <Button size="xs" variant="default" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {system.status === 'ready' && (
          <Elements stripe={system.stripe}>
            <TopUpForm
              pkg={pkg}
              processing={processing}
              setProcessing={setProcessing}
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
