// Verdict stability routes of one session (api/routes/session-results.ts): the newest panel rerun, and a new one.
import { z } from 'zod';
import { defineRoute, idParams, isoDate, shaped, uuid } from '../http/contract.js';
import { type RerunStateDto, rerunBodySchema } from './contract.js';

const tag = 'Verdict stability';
const params = idParams('id');
const notFound = 'Session not found';

const rerunState = shaped<RerunStateDto>()(
  z.strictObject({
    creditsPerRun: z.number().int(),
    rerun: z
      .object({
        id: uuid,
        runs: z.number().int(),
        cost: z.number().int(),
        status: z.enum(['running', 'done', 'failed']),
        progress: z.strictObject({ done: z.number().int(), total: z.number().int() }),
        summary: z.object({ held: z.number().int() }).nullable(),
        createdAt: isoDate,
      })
      .nullable(),
  }),
);

export const rerunRoutes = {
  state: defineRoute({
    method: 'get',
    path: '/api/sessions/:id/reruns',
    summary: 'The newest panel rerun of a session (progress, and the stability summary when done) and the price per run',
    tag,
    access: 'user',
    params,
    notFound,
    response: rerunState,
  }),
  request: defineRoute({
    method: 'post',
    path: '/api/sessions/:id/reruns',
    summary: 'Re-run the panel 2 or 3 times with new seeds (3 credits a run, charged once; one rerun at a time per session)',
    tag,
    access: 'user',
    params,
    notFound,
    body: rerunBodySchema,
    status: 202,
    response: z.strictObject({ rerunId: uuid, created: z.boolean() }),
  }),
};
