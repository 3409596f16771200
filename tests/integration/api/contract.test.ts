import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARED_ROUTES } from '../../../api/http/declared-routes.js';
import { QUEUE_BOARD_PATH } from '../../../api/queue-board.js';
import type { RouteContract } from '../../../core/http/contract.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildAvatars } from '../../helpers/avatar-factory.js';
import { issueToken } from '../../../core/tokens.js';
import { TestClient, type TestResponse } from '../../helpers/client.js';
import { buildUser, signedInUser, TEST_PASSWORD } from '../../helpers/factories.js';
import { startFakeStripe, stripeEvent, TEST_STRIPE_ENV, type FakeStripe } from '../../helpers/fake-stripe.js';
import { listRoutes } from '../../fuzz/routes.js';
import { buildTranscript, grantCredits } from '../../helpers/transcript-factory.js';
import { waitFor } from '../../helpers/wait.js';

const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

let app: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({ workers: ['report', 'avatar-reply', 'pdf'], env: { ...TEST_STRIPE_ENV, STRIPE_API_URL: stripe.url } });
  await app.rt.db.updateTable('pricing_plans').set({ stripe_price_id: 'price_growth_monthly' }).where('plan_name', '=', 'growth').execute();
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

interface World {
  client: TestClient;
  draftId: string;
  liveId: string;
  finishedId: string;
  reportId: string;
  tokenId: string;
  admin: TestClient;
  userId: string;
  batchId: string;
  webhookTestId: string;
  /** A browser with no login yet, for the sign-in routes. */
  visitor: TestClient;
}

/**
 * One real call per declared route, in an order where each finds what it needs (a draft, a started
 * session, a finished one with a ready report). Adding a route without a call here fails the test.
 */
const CALLS: Record<string, (w: World) => Promise<TestResponse>> = {
  'credits.plans': (w) => w.client.get('/api/plans'),
  'credits.summary': (w) => w.client.get('/api/credits'),
  'profile.get': (w) => w.client.get('/api/profile'),
  'profile.update': (w) => w.client.patch('/api/profile', { firstName: 'Ada', lastName: '' }),
  'profile.photo': async (w) => w.client.upload('/api/profile/photo', 'photo', { name: 'me.png', data: await png(), type: 'image/png' }),
  'billing.config': (w) => w.client.get('/api/billing/config'),
  'billing.subscription': (w) => w.client.get('/api/billing/subscription'),
  'billing.paymentMethods': (w) => w.client.get('/api/billing/payment-methods'),
  'billing.checkout': async (w) => {
    const growth = await app.rt.db.selectFrom('pricing_plans').select('id').where('plan_name', '=', 'growth').executeTakeFirstOrThrow();
    return w.client.post('/api/billing/checkout', { planId: growth.id, returnTo: 'account' });
  },
  'billing.topUp': (w) => w.client.post('/api/billing/top-up', { packageId: 'starter' }),
  'billing.webhook': (w) => {
    const payload = JSON.stringify(stripeEvent('customer.created', { id: 'cus_contract', object: 'customer' }));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
    return w.visitor.request('POST', '/api/billing/webhook', undefined, {
      raw: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      csrf: false,
    });
  },
  'avatars.search': (w) => w.client.get('/api/avatars?tags=tea,urban&mode=any&page=1&pageSize=5'),
  'avatars.tags': (w) => w.client.get('/api/avatars/tags?q=a'),
  'avatars.get': async (w) => w.client.get(`/api/avatars/${(await buildAvatars(app.rt.db, 1))[0]!.id}`),
  'sessions.create': async (w) => {
    const avatars = await buildAvatars(app.rt.db, 2);
    const res = await w.client.post('/api/sessions', { title: 'Contract', productIdea: 'A kettle that whistles a tune', selectedAvatars: avatars.map((a) => a.id) });
    w.draftId = res.body.id;
    return res;
  },
  'sessions.update': (w) =>
    w.client.patch(`/api/sessions/${w.draftId}`, {
      targetAudience: 'Tea lovers',
      keyQuestions: ['Would you buy it?', 'What would you change?'],
      briefPrice: { amount: 49, currency: 'USD', period: 'one-off' },
    }),
  'sessions.expand': (w) => w.client.post('/api/expand', { text: 'kettle that texts you', fieldType: 'productIdea' }),
  'sessions.get': (w) => w.client.get(`/api/sessions/${w.draftId}`),
  'sessions.list': (w) => w.client.get('/api/sessions?status=draft'),
  'sessions.current': (w) => w.client.get('/api/sessions/current'),
  'sessions.freeTeam': (w) => w.client.get('/api/sessions/free-team'),
  'sessions.start': async (w) => {
    const res = await w.client.post(`/api/sessions/${w.draftId}/start`, {});
    w.liveId = w.draftId;
    return res;
  },
  'chat.ask': (w) => w.client.post(`/api/sessions/${w.liveId}/questions`, { text: 'Would you buy it?' }),
  'chat.messages': async (w) => {
    await waitFor(async () => (await w.client.get(`/api/sessions/${w.liveId}/messages`)).body.pending.length === 0, { timeout: 30_000, what: 'replies' });
    return w.client.get(`/api/sessions/${w.liveId}/messages`);
  },
  'chat.discuss': async (w) => {
    const asked = (await w.client.get(`/api/sessions/${w.liveId}/messages`)).body.messages.find((m: { isUser: boolean }) => m.isUser);
    return w.client.post(`/api/sessions/${w.liveId}/questions/${asked.questionId}/discuss`, {});
  },
  'chat.autoAdvance': (w) => w.client.put(`/api/sessions/${w.liveId}/auto-advance`, { enabled: true, discussEach: true }),
  'reports.transcript': (w) => w.client.get(`/api/sessions/${w.finishedId}/transcript`),
  'reports.request': async (w) => {
    const res = await w.client.post(`/api/sessions/${w.finishedId}/reports`);
    w.reportId = res.body.reportId;
    await waitFor(async () => (await w.client.get(`/api/reports/${w.reportId}`)).body.status === 'ready', { timeout: 30_000, what: 'report ready' });
    return res;
  },
  'reports.get': (w) => w.client.get(`/api/reports/${w.reportId}`),
  'reports.list': (w) => w.client.get('/api/reports'),
  'reports.bySession': (w) => w.client.get(`/api/reports/by-session/${w.finishedId}?version=1`),
  'reports.export': (w) => w.client.get(`/api/reports/${w.reportId}/export?format=json`),
  'reports.print': (w) => w.client.get(`/api/reports/${w.reportId}/print`),
  'reports.requestPdf': async (w) => {
    await waitFor(async () => (await w.client.post(`/api/reports/${w.reportId}/pdf`)).body.status === 'ready', { timeout: 30_000, interval: 300, what: 'pdf' });
    return w.client.post(`/api/reports/${w.reportId}/pdf`);
  },
  'reports.downloadPdf': (w) => w.client.get(`/api/reports/${w.reportId}/pdf`),
  'reports.duplicate': (w) => w.client.post(`/api/sessions/${w.finishedId}/duplicate`),
  'reports.followUp': (w) => w.client.post(`/api/sessions/${w.finishedId}/follow-up`, { text: 'And at twice the price?' }),
  'reports.dashboard': (w) => w.client.get('/api/dashboard'),
  'reruns.request': (w) => w.client.post(`/api/sessions/${w.finishedId}/reruns`, { runs: 2 }),
  'reruns.state': (w) => w.client.get(`/api/sessions/${w.finishedId}/reruns`),
  'sessions.remove': (w) => w.client.delete(`/api/sessions/${w.liveId}`),
  'admin.users': (w) => w.admin.get('/api/admin/users?search=example&page=1&pageSize=5'),
  'admin.grantCredits': (w) => w.admin.post(`/api/admin/users/${w.userId}/credits`, { credits: 3, reason: 'Contract check', idempotencyKey: `contract-${w.userId}` }),
  'admin.changeUser': (w) => w.admin.patch(`/api/admin/users/${w.userId}`, { subscriptionLevel: 'pro' }),
  'admin.access': (w) => w.admin.get('/api/admin/access'),
  'admin.startImpersonation': (w) => w.admin.post('/api/admin/impersonation', { userId: w.userId }),
  'admin.endImpersonation': (w) => w.admin.delete('/api/admin/impersonation'),
  'admin.plans': (w) => w.admin.get('/api/admin/plans'),
  'admin.updatePlan': async (w) => {
    const growth = await app.rt.db.selectFrom('pricing_plans').select('id').where('plan_name', '=', 'growth').executeTakeFirstOrThrow();
    return w.admin.patch(`/api/admin/plans/${growth.id}`, { displayName: 'Growth' });
  },
  'adminOps.stats': (w) => w.admin.get('/api/admin/stats'),
  'adminOps.queues': (w) => w.admin.get('/api/admin/stats/queues'),
  'adminOps.analytics': (w) => w.admin.get('/api/admin/analytics?gender=all&expertise=tea'),
  'adminOps.createAvatar': async (w) => {
    const form = new FormData();
    form.set('name', 'Contract Carla');
    form.set('age', '41');
    form.set('tags', 'tea, kettles');
    form.set('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'carla.png');
    return w.admin.request('POST', '/api/admin/avatars', undefined, { raw: form });
  },
  'adminOps.createBatch': async (w) => {
    const res = await w.admin.post('/api/admin/avatar-batches', { count: 2, tags: ['tea'] });
    w.batchId = res.body.batchId;
    return res;
  },
  'adminOps.batches': (w) => w.admin.get('/api/admin/avatar-batches'),
  'adminOps.batch': (w) => w.admin.get(`/api/admin/avatar-batches/${w.batchId}`),
  'adminOps.cancelBatch': (w) => w.admin.post(`/api/admin/avatar-batches/${w.batchId}/cancel`),
  'adminOps.sendWebhookTest': async (w) => {
    const res = await w.admin.post('/api/admin/webhook-tests', { calltype: 'new_user' });
    w.webhookTestId = res.body.id;
    return res;
  },
  'adminOps.webhookTests': (w) => w.admin.get('/api/admin/webhook-tests'),
  'adminOps.webhookTest': (w) => w.admin.get(`/api/admin/webhook-tests/${w.webhookTestId}`),
  'tokens.create': async (w) => {
    const res = await w.client.post('/api/tokens', { name: 'Contract' });
    w.tokenId = res.body.apiToken.id;
    return res;
  },
  'tokens.list': (w) => w.client.get('/api/tokens'),
  'auth.me': (w) => w.client.get('/api/auth/me'),
  'auth.csrf': (w) => w.visitor.get('/api/auth/csrf'),
  'auth.signup': (w) => w.visitor.post('/api/auth/signup', { email: `contract-${Date.now()}@example.com`, password: 'long-enough-1' }),
  'auth.verify': (w) => w.visitor.get('/api/auth/verify?token=not-a-token'),
  'auth.login': async (w) => w.visitor.post('/api/auth/login', { email: (await buildUser(app.rt.db)).email, password: TEST_PASSWORD }),
  'auth.passwordReset': (w) => w.visitor.post('/api/auth/password-reset', { email: 'nobody@example.com' }),
  'auth.passwordResetConfirm': async (w) => {
    const user = await buildUser(app.rt.db);
    return w.visitor.post('/api/auth/password-reset/confirm', { token: await issueToken(app.rt.db, user.id, 'password_reset'), password: 'another-secret-2' });
  },
  'auth.logout': (w) => w.visitor.post('/api/auth/logout'),
  'tokens.revoke': (w) => w.client.delete(`/api/tokens/${w.tokenId}`),
  'ops.health': (w) => w.visitor.get('/healthz'),
  'ops.ready': (w) => w.visitor.get('/readyz'),
  'ops.metrics': (w) => w.visitor.get('/metrics'),
  'ops.file': async (w) => {
    await app.rt.storage.put('avatars/contract.png', await png());
    return w.visitor.get('/files/avatars/contract.png');
  },
  'docs.openapi': (w) => w.visitor.get('/api/openapi.json'),
  'docs.viewer': (w) => w.visitor.get('/api/docs'),
  'docs.viewerScript': (w) => w.visitor.get('/api/docs/init.js'),
  'devMailbox.list': (w) => w.visitor.get('/dev/mailbox.json?to=nobody@example.com'),
  'devMailbox.page': (w) => w.visitor.get('/dev/mailbox'),
};

/** Served by Express but outside the API: bull-board's own pages, and the web app's shell for every other GET. */
const OUTSIDE_CONTRACT = (route: { path: string }) => route.path.startsWith(QUEUE_BOARD_PATH) || route.path === '/{*path}';

function conforms(contract: RouteContract, res: TestResponse): void {
  const statuses = [contract.status ?? 200, contract.alsoStatus].filter(Boolean);
  expect(statuses, JSON.stringify(res.body).slice(0, 300)).toContain(res.status);
  const type = res.headers.get('content-type') ?? '';
  if (contract.response === null) {
    if (contract.alsoProduces) expect(contract.alsoProduces.some((t) => type.startsWith(t))).toBe(true);
    else if (res.status === 204) expect(res.body).toBe('');
    return;
  }
  expect(type).toContain('application/json');
  const parsed = contract.response.safeParse(res.body);
  expect(parsed.success ? 'matches' : parsed.error.issues.slice(0, 3)).toBe('matches');
}

describe('every declared route', () => {
  it('has one call in this test', () => {
    expect(Object.keys(CALLS).sort()).toEqual(DECLARED_ROUTES.map((r) => r.id).sort());
  });

  it('matches the routes the server has: none is mounted without a declaration, none declared and not mounted', () => {
    const declared = DECLARED_ROUTES.map(({ contract }) => `${contract.method.toUpperCase()} ${contract.path}`);
    const served = listRoutes(app.app.express)
      .filter((r) => !OUTSIDE_CONTRACT(r))
      .map((r) => `${r.method} ${r.path}`);
    expect(served.sort()).toEqual(declared.sort());
  });

  it('answers what its declaration says: status, media type and a body its response schema accepts', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 40);
    const finished = await buildTranscript(app.rt.db, user, { avatars: 2 });
    const admin = (await signedInUser(app, { admin: true })).client;
    const world: World = {
      client,
      admin,
      userId: user.id,
      draftId: '',
      liveId: '',
      finishedId: finished.session.id,
      reportId: '',
      tokenId: '',
      batchId: '',
      webhookTestId: '',
      visitor: new TestClient(app.url),
    };
    for (const [id, run] of Object.entries(CALLS)) {
      const { contract } = DECLARED_ROUTES.find((r) => r.id === id)!;
      const res = await run(world);
      try {
        conforms(contract, res);
      } catch (error) {
        throw new Error(`${id} (${contract.method.toUpperCase()} ${contract.path}): ${(error as Error).message}`);
      }
    }
  });
});
