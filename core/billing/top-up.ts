import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { AppError, badRequest } from '../errors.js';
import { findPackage, type PaymentMethodDto, type TopUpDto } from './packages.js';
import { asPaymentError } from './stripe.js';

/** The user's Stripe customer, created on first need. */
async function ensureCustomer(stripe: Stripe, db: Db, user: User): Promise<string> {
  if (user.stripe_customer_id) return user.stripe_customer_id;
  // Two first top-ups at once send the same idempotency key, and Stripe answers both with one customer.
  const customer = await stripe.customers.create(
    { email: user.email, name: user.full_name ?? undefined, metadata: { userId: user.id } },
    { idempotencyKey: `customer-create-${user.id}` },
  );
  await db.updateTable('users').set({ stripe_customer_id: customer.id }).where('id', '=', user.id).where('stripe_customer_id', 'is', null).execute();
  const stored = await db.selectFrom('users').select('stripe_customer_id').where('id', '=', user.id).executeTakeFirstOrThrow();
  return stored.stripe_customer_id ?? customer.id;
}

async function savedCards(stripe: Stripe, customerId: string): Promise<PaymentMethodDto[]> {
  const list = await stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 20 });
  return list.data.filter((pm) => pm.card).map((pm) => ({ id: pm.id, brand: pm.card!.brand, last4: pm.card!.last4, expMonth: pm.card!.exp_month, expYear: pm.card!.exp_year }));
}

/** Saved cards of a user who may have no Stripe customer yet (then none). */
export async function listSavedCards(stripe: Stripe, user: User): Promise<PaymentMethodDto[]> {
  if (!user.stripe_customer_id) return [];
  try {
    return await savedCards(stripe, user.stripe_customer_id);
  } catch (err) {
    throw asPaymentError(err);
  }
}

/**
 * A PaymentIntent for one credit package. The amount and the credits come from the package table on
 * the server; the metadata (set here, unchangeable by the browser) is what the
 * `payment_intent.succeeded` webhook grants from. A new card is saved for later off-session use.
 */
export async function createTopUp(stripe: Stripe, db: Db, user: User, packageId: string): Promise<TopUpDto> {
  const pkg = findPackage(packageId);
  if (!pkg) throw badRequest('packageId: unknown package', 'validation_error');
  try {
    const customer = await ensureCustomer(stripe, db, user);
    const [intent, paymentMethods] = await Promise.all([
      stripe.paymentIntents.create({
        amount: pkg.priceCents,
        currency: 'usd',
        customer,
        allowed_payment_method_types: ['card'],
        setup_future_usage: 'off_session',
        description: `${pkg.name} (${pkg.credits} credits)`,
        metadata: { kind: 'top-up', userId: user.id, packageId: pkg.id, credits: String(pkg.credits) },
      }),
      savedCards(stripe, customer),
    ]);
    if (!intent.client_secret) throw new AppError(502, 'payment_error', 'No payment intent created');
    return { clientSecret: intent.client_secret, paymentMethods };
  } catch (err) {
    throw asPaymentError(err);
  }
}
