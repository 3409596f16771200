// Credit top-up packages. Pure constants: the web app shows them, the server prices them. The server
// never takes an amount from the browser, only a package id.

export interface CreditPackage {
  id: 'starter' | 'growth' | 'pro' | 'enterprise';
  name: string;
  credits: number;
  /** US cents, as Stripe charges. */
  priceCents: number;
  popular: boolean;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'starter', name: 'Starter Pack', credits: 10, priceCents: 999, popular: false },
  { id: 'growth', name: 'Growth Pack', credits: 50, priceCents: 3999, popular: true },
  { id: 'pro', name: 'Pro Pack', credits: 100, priceCents: 6999, popular: false },
  { id: 'enterprise', name: 'Enterprise Pack', credits: 500, priceCents: 29999, popular: false },
];

export const PACKAGE_IDS = ['starter', 'growth', 'pro', 'enterprise'] as const satisfies readonly CreditPackage['id'][];

export const findPackage = (id: string): CreditPackage | undefined => CREDIT_PACKAGES.find((p) => p.id === id);

export interface PaymentMethodDto {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface BillingConfigDto {
  enabled: boolean;
  publishableKey: string | null;
}

export interface TopUpDto {
  clientSecret: string;
  paymentMethods: PaymentMethodDto[];
}

export interface SubscriptionDto {
  level: string;
  planDisplayName: string;
  status: string | null;
  startDate: string | null;
  renewalDate: string | null;
  cancelAtPeriodEnd: boolean;
}

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server yet. Please contact support.';
