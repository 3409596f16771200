import { Router } from 'express';
import { z } from 'zod';
import { getWebhookTest, listWebhookTests, sendWebhookTest } from '../../core/admin/webhook-tests.js';
import { notFound } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { WEBHOOK_CALLTYPES } from '../../core/webhooks.js';
import { validate } from '../middleware/validate.js';
import { idOr404 } from './admin-params.js';

const testBody = z.strictObject({ calltype: z.enum(WEBHOOK_CALLTYPES, { error: `calltype must be one of: ${WEBHOOK_CALLTYPES.join(', ')}` }) });

/** The Webhook Tester: a signed test call through the notify queue, then its result. */
export function adminWebhookTestRoutes(rt: Runtime): Router {
  const r = Router();
  r.post('/', validate(testBody), async (req, res) => {
    const test = await sendWebhookTest(rt, req.realUser!, (req.body as z.infer<typeof testBody>).calltype);
    res.status(202).json(test);
  });
  r.get('/', async (_req, res) => {
    res.json({ items: await listWebhookTests(rt.db) });
  });
  r.get('/:id', async (req, res) => {
    const test = await getWebhookTest(rt.db, idOr404(req.params.id, 'Webhook test not found'));
    if (!test) throw notFound('Webhook test not found');
    res.json(test);
  });
  return r;
}
