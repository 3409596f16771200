import { Router } from 'express';
import { cancelBatch, createBatch, createBatchSchema, getBatch, listBatches } from '../../core/admin/batches.js';
import { notFound } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { validate } from '../middleware/validate.js';
import { idOr404 } from './admin-params.js';

/** Batch avatar generation: one row and one `avatar-batch` job per batch; progress goes to the admin room. */
export function adminAvatarBatchRoutes(rt: Runtime): Router {
  const r = Router();
  r.post('/', validate(createBatchSchema), async (req, res) => {
    const batch = await createBatch(rt, req.realUser!.id, req.body);
    res.status(202).json({ batchId: batch.id, batch });
  });
  r.get('/', async (_req, res) => {
    res.json({ items: await listBatches(rt.db) });
  });
  r.get('/:id', async (req, res) => {
    const batch = await getBatch(rt.db, idOr404(req.params.id, 'Batch not found'));
    if (!batch) throw notFound('Batch not found');
    res.json(batch);
  });
  r.post('/:id/cancel', async (req, res) => {
    const batch = await cancelBatch(rt, req.realUser!.id, idOr404(req.params.id, 'Batch not found'));
    if (!batch) throw notFound('Batch not found');
    res.json(batch);
  });
  return r;
}
