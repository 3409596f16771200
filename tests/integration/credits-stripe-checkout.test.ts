import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { startFakeStripe, TEST_STRIPE_ENV, type FakeStripe } from '../helpers/fake-stripe.js';

let stripe: FakeStripe;
let app: TestApp;
let plans: Record<string, { id: string; stripe_price_id: string | null }>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({ env: { ...TEST_STRIPE_ENV, STRIPE_API_URL: stripe.url } });
  for (const name of ['starter', 'growth', 'pro']) {
    await app.rt.db
      .updateTable('pricing_plans')
      .set({ stripe_price_id: `price_${name}_monthly` })
      .where('plan_name', '=', name)
      .execute();
  }
  const rows = await app.rt.db.selectFrom('pricing_plans').select(['id', 'plan_name', 'stripe_price_id']).execute();
  plans = Object.fromEntries(rows.map((r) => [r.plan_name, r]));
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const lastRequest = (path: string) => [...stripe.requests].reverse().find((r) => r.path === path)!;

describe('billing configuration', () => {
  it('tells the browser payments are on, with the publishable key only', async () => {
    const res = await new TestClient(app.url).get('/api/billing/config');
    expect(res.body).toEqual({ enabled: true, publishableKey: 'pk_test_fake' });
  });
});

describe('POST /api/billing/checkout', () => {
  it('starts a checkout with a malformed referral cookie, sending no referral', async () => {
    const { client } = await signedInUser(app);
    client.setCookie('_fprom_tid', '%E0%A4%A');
    const res = await client.post('/api/billing/checkout', { planId: plans.growth!.id });
    expect(res.status).toBe(200);
    expect(JSON.stringify(lastRequest('/v1/checkout/sessions').body)).not.toContain('%E0');
  });

  it('creates a subscription Checkout Session with the plan price, e-mail, referral and return URLs', async () => {
    const { user, client } = await signedInUser(app);
    client.setCookie('_fprom_tid', 'aff-42');
    const res = await client.post('/api/billing/checkout', { planId: plans.growth!.id });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = lastRequest('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_growth_monthly', quantity: '1' }],
      customer_email: user.email,
      client_reference_id: user.id,
      metadata: { userId: user.id, planName: 'growth', fpTid: 'aff-42' },
      subscription_data: { metadata: { userId: user.id, planName: 'growth' } },
      success_url: `${app.url}/account?success=true`,
      cancel_url: `${app.url}/pricing`,
    });
    // Nothing is granted by starting a checkout.
    expect((await client.get('/api/credits')).body.balance).toBe(0);
  });

  it('returns to the dashboard when asked, and leaves out the referral without a cookie', async () => {
    const { client } = await signedInUser(app);
    await client.post('/api/billing/checkout', { planId: plans.starter!.id, returnTo: 'dashboard' });
    const sent = lastRequest('/v1/checkout/sessions');
    expect(sent.body.success_url).toBe(`${app.url}/dashboard?success=true`);
    expect(sent.body.metadata.fpTid).toBeUndefined();
  });

  it('refuses visitors, unknown fields, unknown plans and plans without a Stripe price', async () => {
    expect((await new TestClient(app.url).post('/api/billing/checkout', { planId: plans.growth!.id })).status).toBe(401);
    const { client } = await signedInUser(app);
    const extra = await client.post('/api/billing/checkout', { planId: plans.growth!.id, priceId: 'price_cheap' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('Unknown field: priceId');
    expect((await client.post('/api/billing/checkout', { planId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const unpriced = await client.post('/api/billing/checkout', { planId: plans.enterprise!.id });
    expect(unpriced.status).toBe(409);
    expect(unpriced.body.error.code).toBe('plan_unavailable');
  });

  it("passes Stripe's refusal on as a payment error", async () => {
    const { client } = await signedInUser(app);
    stripe.failNext(400, 'No such price: price_growth_monthly');
    const res = await client.post('/api/billing/checkout', { planId: plans.growth!.id });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'payment_error', message: 'No such price: price_growth_monthly' });
  });
});

describe('POST /api/billing/top-up', () => {
  it('prices the package on the server, creates the customer once and returns saved cards', async () => {
    const { user, client } = await signedInUser(app);
    const first = await client.post('/api/billing/top-up', { packageId: 'growth' });
    expect(first.status).toBe(200);
    expect(first.body.clientSecret).toMatch(/^pi_\w+_secret_/);
    const customer = (await app.rt.db.selectFrom('users').select('stripe_customer_id').where('id', '=', user.id).executeTakeFirstOrThrow()).stripe_customer_id!;
    expect(customer).toMatch(/^cus_/);
    const intent = lastRequest('/v1/payment_intents');
    expect(intent.body).toMatchObject({
      amount: '3999',
      currency: 'usd',
      customer,
      setup_future_usage: 'off_session',
      metadata: { kind: 'top-up', userId: user.id, packageId: 'growth', credits: '50' },
    });

    stripe.cards.set(customer, [{ id: 'pm_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }]);
    const customersBefore = stripe.requests.filter((r) => r.path === '/v1/customers').length;
    const second = await client.post('/api/billing/top-up', { packageId: 'enterprise' });
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(customersBefore);
    expect(lastRequest('/v1/payment_intents').body.amount).toBe('29999');
    expect(second.body.paymentMethods).toEqual([{ id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }]);
    expect((await client.get('/api/billing/payment-methods')).body.paymentMethods).toHaveLength(1);
  });

  it('cannot be tampered with: an amount or credits field is refused, and so is an unknown package', async () => {
    const { client } = await signedInUser(app);
    const before = stripe.requests.length;
    const amount = await client.post('/api/billing/top-up', { packageId: 'enterprise', amount: 1 });
    expect(amount.status).toBe(400);
    expect(amount.body.error.message).toBe('Unknown field: amount');
    expect((await client.post('/api/billing/top-up', { packageId: 'growth', credits: 5000 })).body.error.message).toBe('Unknown field: credits');
    const unknown = await client.post('/api/billing/top-up', { packageId: 'platinum' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^packageId:/);
    expect(stripe.requests.length).toBe(before);
  });
});

describe('without Stripe keys', () => {
  it('runs, says payments are not configured and refuses payment calls with 503', async () => {
    const bare = await startTestApp({ env: { STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' } });
    try {
      const visitor = new TestClient(bare.url);
      expect((await visitor.get('/api/billing/config')).body).toEqual({ enabled: false, publishableKey: null });
      const { client } = await signedInUser(bare);
      const plan = await bare.rt.db.selectFrom('pricing_plans').select('id').executeTakeFirstOrThrow();
      for (const [path, body] of [
        ['/api/billing/checkout', { planId: plan.id }],
        ['/api/billing/top-up', { packageId: 'starter' }],
      ] as const) {
        const res = await client.post(path, body);
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('payments_not_configured');
        expect(res.body.error.message).toMatch(/not configured/);
      }
      const hook = await fetch(`${bare.url}/api/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(hook.status).toBe(503);
      expect((await client.get('/api/credits')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
