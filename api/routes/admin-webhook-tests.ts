import type { Router } from 'express';
import { adminOpsRoutes as routes } from '../../core/admin/ops-routes.js';
import { getWebhookTest, listWebhookTests, sendWebhookTest } from '../../core/admin/webhook-tests.js';
import { notFound } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/** The Webhook Tester: a signed test call through the notify queue, then its result. */
export function adminWebhookTestRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/admin/webhook-tests');
  add(routes.sendWebhookTest, async ({ body }, req) => sendWebhookTest(rt, req.realUser!, body.calltype));
  add(routes.webhookTests, async () => ({ items: await listWebhookTests(rt.db) }));
  add(routes.webhookTest, async ({ params }) => {
    const test = await getWebhookTest(rt.db, params.id);
    if (!test) throw notFound('Webhook test not found');
    return test;
  });
  return router;
}
