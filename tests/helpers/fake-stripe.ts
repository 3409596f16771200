// A fake Stripe API on 127.0.0.1 speaking just enough of the real protocol (form-encoded requests,
// JSON objects, list envelopes, idempotency keys, error bodies) for the official SDK to run against it.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';

interface StripeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, any>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeStripe {
  url: string;
  requests: StripeRequest[];
  /** Cards returned by GET /v1/payment_methods for a customer. */
  cards: Map<string, Array<{ id: string; brand: string; last4: string; exp_month: number; exp_year: number }>>;
  /** The next request answers with this Stripe error instead. */
  failNext(status: number, message: string, type?: string): void;
  close(): Promise<void>;
}

/** `a[b][0][c]=v` -> { a: { b: [{ c: 'v' }] } }, as Stripe decodes it. */
function parseStripeForm(raw: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split('[').map((p) => p.replace(/\]$/, ''));
    let node: any = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const cards: FakeStripe['cards'] = new Map();
  const idempotent = new Map<string, unknown>();
  let failure: { status: number; message: string; type: string } | null = null;

  const handle = (req: StripeRequest): [number, unknown] => {
    const { method, path, body } = req;
    if (method === 'POST' && path === '/v1/customers') {
      return [200, { id: id('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {} }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sid = id('cs_test');
      return [
        200,
        {
          id: sid,
          object: 'checkout.session',
          mode: body.mode,
          url: `https://checkout.stripe.test/c/pay/${sid}`,
          metadata: body.metadata ?? {},
          customer: body.customer ?? null,
          customer_email: body.customer_email ?? null,
          status: 'open',
        },
      ];
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pid = id('pi');
      return [
        200,
        {
          id: pid,
          object: 'payment_intent',
          amount: Number(body.amount),
          currency: body.currency,
          customer: body.customer ?? null,
          metadata: body.metadata ?? {},
          client_secret: `${pid}_secret_${randomBytes(6).toString('hex')}`,
          status: 'requires_payment_method',
          setup_future_usage: body.setup_future_usage ?? null,
        },
      ];
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const data = (cards.get(req.query.customer ?? '') ?? []).map((c) => ({
        id: c.id,
        object: 'payment_method',
        type: 'card',
        customer: req.query.customer,
        card: { brand: c.brand, last4: c.last4, exp_month: c.exp_month, exp_year: c.exp_year },
      }));
      return [200, { object: 'list', url: '/v1/payment_methods', has_more: false, data }];
    }
    const cancel = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
    if (method === 'DELETE' && cancel) return [200, { id: cancel[1], object: 'subscription', status: 'canceled' }];
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const record: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: parseStripeForm(raw),
        headers: req.headers,
      };
      requests.push(record);
      let status: number;
      let payload: unknown;
      const key = req.headers['idempotency-key'];
      if (failure) {
        [status, payload] = [failure.status, { error: { type: failure.type, message: failure.message } }];
        failure = null;
      } else if (typeof key === 'string' && record.method === 'POST' && idempotent.has(key)) {
        [status, payload] = [200, idempotent.get(key)];
      } else {
        [status, payload] = handle(record);
        // The SDK sends its own idempotency key on every POST; remembering it makes its retries safe too.
        if (typeof key === 'string' && status === 200) idempotent.set(key, payload);
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cards,
    failNext(status, message, type = 'invalid_request_error') {
      failure = { status, message, type };
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export const TEST_STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
};

/** A Stripe event as Stripe sends it. `created` orders subscription changes; defaults to now. */
export function stripeEvent(type: string, object: Record<string, unknown>, opts: { id?: string; created?: number } = {}) {
  return {
    id: opts.id ?? id('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: opts.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Posts an event to the app's webhook, signed with the SDK's own test-header helper. */
export async function sendWebhook(appUrl: string, event: unknown, secret = TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(`${appUrl}/api/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
  return { status: res.status, body: await res.json() };
}
