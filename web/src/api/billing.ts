import type { BillingConfigDto, PaymentMethodDto, SubscriptionDto, TopUpDto } from '../../../core/billing/packages';
import { api } from './client';

export type { BillingConfigDto as BillingConfig, PaymentMethodDto as PaymentMethod, SubscriptionDto as Subscription,  };

export type CheckoutReturn = 'account' | 'dashboard';

export const billingApi = {
  config: () => api.get<BillingConfigDto>('/api/billing/config'),
  subscription: () => api.get<SubscriptionDto>('/api/billing/subscription'),
  paymentMethods: () => api.get<{ paymentMethods: PaymentMethodDto[] }>('/api/billing/payment-methods'),
  /** A Stripe Checkout URL for a monthly plan; the browser goes there. */
  checkout: (planId: string, returnTo: CheckoutReturn) => api.post<{ url?: string }>('/api/billing/checkout', { planId, returnTo }),
  /** A PaymentIntent for a credit package: the server prices it. */
  topUp: (packageId: string) => api.post<TopUpDto>('/api/billing/top-up', { packageId }),
};
