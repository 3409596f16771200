import type { Router } from 'express';
import { apiTokenRoutes as routes } from '../../core/api-tokens/routes.js';
import { createApiToken, listApiTokens, revokeApiToken } from '../../core/api-tokens/tokens.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';
import { refuseApiToken } from '../middleware/api-token.js';
import { refuseWhileImpersonating } from '../middleware/auth.js';

/** The account page's API tokens: list, create (the secret shown once), revoke. */
export function apiTokenRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/tokens');
  const owner = [refuseApiToken, refuseWhileImpersonating];

  add(routes.list, async (_input, req) => ({ items: await listApiTokens(rt.db, req.user!.id) }));

  add(
    routes.create,
    async ({ body }, req) => {
      const created = await createApiToken(rt.db, req.user!.id, body.name);
      req.log.info({ tokenId: created.apiToken.id }, 'api token created');
      return created;
    },
    owner,
  );

  add(
    routes.revoke,
    async ({ params }, req) => {
      await revokeApiToken(rt.db, req.user!.id, params.id);
      req.log.info({ tokenId: params.id }, 'api token revoked');
    },
    owner,
  );

  return router;
}
