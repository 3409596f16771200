import type { Router } from 'express';
import { cancelBatch, createBatch, getBatch, listBatches } from '../../core/admin/batches.js';
import { adminOpsRoutes as routes } from '../../core/admin/ops-routes.js';
import { notFound } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/** Batch avatar generation: one row and one `avatar-batch` job per batch; progress goes to the admin room. */
export function adminAvatarBatchRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/admin/avatar-batches');
  add(routes.createBatch, async ({ body }, req) => {
    const batch = await createBatch(rt, req.realUser!.id, body);
    return { batchId: batch.id, batch };
  });
  add(routes.batches, async () => ({ items: await listBatches(rt.db) }));
  add(routes.batch, async ({ params }) => {
    const batch = await getBatch(rt.db, params.id);
    if (!batch) throw notFound('Batch not found');
    return batch;
  });
  add(routes.cancelBatch, async ({ params }, req) => {
    const batch = await cancelBatch(rt, req.realUser!.id, params.id);
    if (!batch) throw notFound('Batch not found');
    return batch;
  });
  return router;
}
