import { Box, Button, Group, Input, Radio, Stack, Text, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreditPackage } from '../../../core/billing/packages';
import { billingApi } from '../api/billing';
import { isApiError } from '../api/client';
import { queries } from '../api/query-keys';
import { formatPrice } from '../components/PlanCard';
import { Failure, toastFailure, toastSuccess } from '../components/toast';

const NEW_CARD = 'new';
const PAYMENT_FAILED = 'Payment failed. Please try again.';

/** The top-up's mutation key: the dialog around the form stays shut to changes while it runs. */
export const TOP_UP = ['billing', 'top-up'] as const;

interface TopUpFormProps {
  pkg: CreditPackage;
  onPaid: (credits: number) => void;
}

const brandName = (brand: string) => (brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1));

/** Saved cards or a new card (saved for later), then the payment confirmed with Stripe.js. */
export function TopUpForm({ pkg, onPaid }: TopUpFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  // Without the saved cards the new-card form still works: they are a convenience, so a failed read shows none.
  const cards = useQuery(queries.account.paymentMethods()).data?.paymentMethods ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const method = picked ?? cards[0]?.id ?? NEW_CARD;
  const [cardComplete, setCardComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const pay = useMutation({
    mutationKey: TOP_UP,
    mutationFn: async ({ stripe, elements }: { stripe: Stripe; elements: StripeElements }) => {
      let clientSecret: string | undefined;
      try {
        clientSecret = (await billingApi.topUp(pkg.id)).clientSecret;
      } catch (error) {
        const specific = isApiError(error) && (error.code === 'payments_not_configured' || error.code === 'payment_error');
        throw new Failure('Payment Error', specific ? error.message : 'Failed to initialize payment');
      }
      if (!clientSecret) throw new Failure('Payment Error', 'No payment intent created');
      const card = elements.getElement(CardElement);
      const paymentMethod = method === NEW_CARD ? (card ? { card } : undefined) : method;
      if (!paymentMethod) throw new Failure('Payment Error', PAYMENT_FAILED);
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethod });
      // Stripe's decline messages are written for the card holder ("Your card was declined.").
      if (result.error || result.paymentIntent?.status !== 'succeeded') throw new Failure('Payment Failed', result.error?.message || PAYMENT_FAILED);
    },
    onSuccess: () => {
      // Credits are granted by the verified webhook; the header updates live when they land.
      toastSuccess('Success!', `${pkg.credits} credits added to your account.`);
      onPaid(pkg.credits);
    },
    onError: (error) => toastFailure('Payment Error', error, PAYMENT_FAILED),
  });
  const processing = pay.isPending;

  const text = dark ? theme.colors.dark[0] : theme.black;
  const canPay = !!stripe && !processing && (method !== NEW_CARD || cardComplete);

  return (
    <Stack gap="md">
      {cards.length > 0 && (
        <Radio.Group value={method} onChange={setPicked} label="Pay with" labelProps={{ mb: 'xs', fw: 600 }}>
          <Stack gap="xs">
            {cards.map((c) => (
              <Radio.Card key={c.id} value={c.id} radius="md" p="sm" disabled={processing}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator disabled={processing} />
                  <IconCreditCard size={18} />
                  <Text size="sm" style={{ flex: 1 }}>
                    {brandName(c.brand)} •••• {c.last4}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Expires {String(c.expMonth).padStart(2, '0')}/{String(c.expYear).slice(-2)}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
            <Radio.Card value={NEW_CARD} radius="md" p="sm" disabled={processing}>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator disabled={processing} />
                <Text size="sm">Use a new card</Text>
              </Group>
            </Radio.Card>
          </Stack>
        </Radio.Group>
      )}

      {method === NEW_CARD && (
        <Input.Wrapper label="Card details" error={cardError} labelProps={{ fw: 600 }}>
          <Box
            mt={4}
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
              background: 'var(--mantine-color-body)',
              opacity: processing ? 0.6 : 1,
            }}
          >
            <CardElement
              options={{
                disabled: processing,
                hidePostalCode: false,
                style: {
                  base: { color: text, fontSize: '16px', iconColor: text, '::placeholder': { color: dark ? theme.colors.dark[2] : theme.colors.gray[6] } },
                  invalid: { color: theme.colors.red[6] },
                },
              }}
              onChange={(e) => {
                setCardComplete(e.complete);
                setCardError(e.error?.message ?? null);
              }}
            />
          </Box>
        </Input.Wrapper>
      )}

      <Button size="md" fullWidth onClick={() => stripe && elements && pay.mutate({ stripe, elements })} disabled={!canPay} leftSection={<IconLock size={16} />}>
        {processing ? 'Processing...' : `Pay ${formatPrice(pkg.priceCents / 100)}`}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        Payments are processed securely by Stripe. A new card is saved for your next top-up.
      </Text>
    </Stack>
  );
}
