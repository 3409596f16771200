import { io as connect, type Socket } from 'socket.io-client';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../core/credits/index.js';
import type { User } from '../../db/types.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { sendWebhook, startFakeStripe, stripeEvent, TEST_STRIPE_ENV, type FakeStripe } from '../helpers/fake-stripe.js';
import { startWebhookReceiver } from '../helpers/fake-webhook.js';
import { waitFor } from '../helpers/wait.js';

let stripe: FakeStripe;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let app: TestApp;
const sockets: Socket[] = [];
const DAY = 86_400;

beforeAll(async () => {
  stripe = await startFakeStripe();
  receiver = await startWebhookReceiver();
  app = await startTestApp({ workers: ['notify', 'maintenance'], env: { ...TEST_STRIPE_ENV, STRIPE_API_URL: stripe.url, WEBHOOK_URL: receiver.url } });
  for (const name of ['starter', 'growth', 'pro', 'enterprise']) {
    await app.rt.db
      .updateTable('pricing_plans')
      .set({ stripe_price_id: `price_${name}` })
      .where('plan_name', '=', name)
      .execute();
  }
});
afterEach(async () => {
  expect(await ledgerViolations(app.rt.db)).toEqual([]);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await app?.close();
  await receiver?.close();
  await stripe?.close();
});

const now = () => Math.floor(Date.now() / 1000);
const userRow = (id: string) => app.rt.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const batches = (userId: string) =>
  app.rt.db.selectFrom('credit_transactions').selectAll().where('user_id', '=', userId).where('transaction_type', '=', 'allocated').orderBy('created_at').execute();

const topUpIntent = (user: User, over: Partial<Record<string, unknown>> = {}) => ({
  id: `pi_${user.id.slice(0, 8)}${Math.random().toString(36).slice(2, 8)}`,
  object: 'payment_intent',
  amount: 3999,
  amount_received: 3999,
  currency: 'usd',
  customer: 'cus_x',
  status: 'succeeded',
  metadata: { kind: 'top-up', userId: user.id, packageId: 'growth', credits: '50' },
  ...over,
});

const checkoutSession = (user: User, sub: string, invoice: string, planName = 'growth') => ({
  id: `cs_${sub}`,
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: 'paid',
  status: 'complete',
  client_reference_id: user.id,
  customer: `cus_${user.id.slice(0, 8)}`,
  subscription: sub,
  invoice,
  metadata: { userId: user.id, planName },
});

const invoice = (user: User, sub: string, id: string, reason: string, periodEnd: number, planName = 'growth') => ({
  id,
  object: 'invoice',
  customer: `cus_${user.id.slice(0, 8)}`,
  billing_reason: reason,
  status: 'paid',
  amount_paid: 3999,
  status_transitions: { paid_at: now() },
  parent: { type: 'subscription_details', subscription_details: { subscription: sub, metadata: { userId: user.id, planName } } },
  lines: {
    object: 'list',
    data: [{ id: `il_${id}`, period: { start: periodEnd - 30 * DAY, end: periodEnd }, pricing: { type: 'price_details', price_details: { price: `price_${planName}` } } }],
  },
});

const subscription = (user: User, sub: string) => ({
  id: sub,
  object: 'subscription',
  customer: `cus_${user.id.slice(0, 8)}`,
  status: 'canceled',
  metadata: { userId: user.id },
  items: { data: [] },
});

function socketFor(cookie: string): Promise<Socket> {
  const socket = connect(app.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('Stripe webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { user } = await signedInUser(app);
    const event = stripeEvent('payment_intent.succeeded', topUpIntent(user));
    const forged = await sendWebhook(app.url, event, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    const unsigned = await fetch(`${app.url}/api/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    // A valid signature over different bytes is still a forgery.
    const header = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
    const tampered = await fetch(`${app.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: JSON.stringify({ ...event, data: { object: topUpIntent(user, { metadata: { kind: 'top-up', userId: user.id, packageId: 'enterprise', credits: '500' } }) } }),
    });
    expect(tampered.status).toBe(400);
    expect(await app.rt.db.selectFrom('stripe_events').select('id').where('id', '=', event.id).execute()).toEqual([]);
    expect(await batches(user.id)).toEqual([]);
    expect((await userRow(user.id)).credits).toBe(0);
  });

  it("grants a top-up's package credits once, however often the event or the payment is replayed", async () => {
    const { user, client } = await signedInUser(app);
    const socket = await socketFor(client.cookieHeader());
    const seen: number[] = [];
    socket.on('credits:changed', (p: { balance: number }) => seen.push(p.balance));
    const intent = topUpIntent(user);
    const event = stripeEvent('payment_intent.succeeded', intent);
    expect(await sendWebhook(app.url, event)).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect((await sendWebhook(app.url, event)).body.duplicate).toBe(true);
    // A second event about the same payment (Stripe resends with a new id after a dispute, say).
    expect((await sendWebhook(app.url, stripeEvent('payment_intent.succeeded', intent))).body.duplicate).toBe(false);
    const rows = await batches(user.id);
    expect(rows.map((b) => [b.credits, b.source, b.external_ref])).toEqual([[50, 'top-up', `stripe:pi:${intent.id}`]]);
    expect((await client.get('/api/credits')).body.balance).toBe(50);
    await waitFor(() => seen.length === 1, { what: 'credits:changed' });
    expect(seen).toEqual([50]);
  });

  it('grants nothing for an intent whose amount does not match its package, or that is not a top-up', async () => {
    const { user } = await signedInUser(app);
    await sendWebhook(app.url, stripeEvent('payment_intent.succeeded', topUpIntent(user, { amount: 100, amount_received: 100 })));
    await sendWebhook(app.url, stripeEvent('payment_intent.succeeded', topUpIntent(user, { metadata: { userId: user.id } })));
    expect(await batches(user.id)).toEqual([]);
  });

  it("starts a plan on checkout + first invoice: the plan's credits once, level, status, dates and the webhook", async () => {
    const { user } = await signedInUser(app);
    const periodEnd = now() + 30 * DAY;
    const first = await sendWebhook(app.url, stripeEvent('checkout.session.completed', checkoutSession(user, 'sub_a1', 'in_a1')));
    expect(first.status).toBe(200);
    await sendWebhook(app.url, stripeEvent('invoice.paid', invoice(user, 'sub_a1', 'in_a1', 'subscription_create', periodEnd)));
    const u = await userRow(user.id);
    expect(u).toMatchObject({ subscription_level: 'growth', subscription_status: 'active', stripe_subscription_id: 'sub_a1', credits: 50 });
    expect(u.start_date).not.toBeNull();
    expect(u.renewal_date!.getTime()).toBe(periodEnd * 1000);
    expect((await batches(user.id)).map((b) => [b.credits, b.source, b.external_ref])).toEqual([[50, 'subscription', 'stripe:invoice:in_a1']]);
    const delivery = await waitFor(() => receiver.calls.find((c) => c.body?.email === user.email && c.body?.calltype === 'new_plan_started'), { what: 'new_plan_started webhook' });
    expect(delivery.body).toMatchObject({ current_plan: 'growth', previous_plan: 'free' });

    // The monthly reset: next month's invoice grants another batch and moves the renewal date.
    await sendWebhook(app.url, stripeEvent('invoice.paid', invoice(user, 'sub_a1', 'in_a2', 'subscription_cycle', periodEnd + 30 * DAY)));
    const after = await userRow(user.id);
    expect(after.credits).toBe(100);
    expect(after.renewal_date!.getTime()).toBe((periodEnd + 30 * DAY) * 1000);
    expect(receiver.calls.filter((c) => c.body?.email === user.email && c.body?.calltype === 'new_plan_started')).toHaveLength(1);
  });

  it('returns a cancelled plan to free, and a late older event never brings it back', async () => {
    const { user } = await signedInUser(app);
    const t = now();
    await sendWebhook(app.url, stripeEvent('invoice.paid', invoice(user, 'sub_b1', 'in_b1', 'subscription_create', t + 30 * DAY), { created: t - 100 }));
    expect((await userRow(user.id)).subscription_level).toBe('growth');
    await sendWebhook(app.url, stripeEvent('customer.subscription.deleted', subscription(user, 'sub_b1'), { created: t }));
    // Delivered late: the checkout that started the plan, created before the cancellation.
    const late = await sendWebhook(app.url, stripeEvent('checkout.session.completed', checkoutSession(user, 'sub_b1', 'in_b1'), { created: t - 101 }));
    expect(late.status).toBe(200);
    const u = await userRow(user.id);
    expect(u).toMatchObject({ subscription_level: 'free', subscription_status: 'canceled', stripe_subscription_id: null, renewal_date: null });
    // The credits paid for stay until they expire, granted once for the one invoice.
    expect((await batches(user.id)).map((b) => b.external_ref)).toEqual(['stripe:invoice:in_b1']);
    expect(u.credits).toBe(50);
    await waitFor(() => receiver.calls.find((c) => c.body?.email === user.email && c.body?.calltype === 'cancelled_plan'), { what: 'cancelled_plan webhook' });
  });

  it('switches plans on a new purchase and cancels the replaced subscription at Stripe', async () => {
    const { user } = await signedInUser(app);
    const t = now();
    await sendWebhook(app.url, stripeEvent('checkout.session.completed', checkoutSession(user, 'sub_c1', 'in_c1', 'starter'), { created: t - 50 }));
    await sendWebhook(app.url, stripeEvent('checkout.session.completed', checkoutSession(user, 'sub_c2', 'in_c2', 'pro'), { created: t }));
    const u = await userRow(user.id);
    expect(u).toMatchObject({ subscription_level: 'pro', stripe_subscription_id: 'sub_c2', credits: 110 });
    await waitFor(() => stripe.requests.find((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_c1'), { what: 'cancel of sub_c1' });
    // The old subscription's late renewal grants its credits but cannot switch the plan back.
    await sendWebhook(app.url, stripeEvent('invoice.paid', invoice(user, 'sub_c1', 'in_c3', 'subscription_cycle', t + 30 * DAY, 'starter'), { created: t + 10 }));
    expect(await userRow(user.id)).toMatchObject({ subscription_level: 'pro', stripe_subscription_id: 'sub_c2', credits: 120 });
    // Deleting the replaced subscription leaves the current plan alone.
    await sendWebhook(app.url, stripeEvent('customer.subscription.deleted', subscription(user, 'sub_c1'), { created: t + 20 }));
    expect((await userRow(user.id)).subscription_level).toBe('pro');
  });
});
