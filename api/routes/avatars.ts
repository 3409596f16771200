import type { Router } from 'express';
import { AVATAR_PAGE_SIZE } from '../../core/avatars/enumerations.js';
import { presentAvatar } from '../../core/avatars/present.js';
import { avatarRoutes as routes } from '../../core/avatars/routes.js';
import { findAvatar, searchAvatars, suggestTags } from '../../core/avatars/search.js';
import { notFound } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/** The avatar catalogue: search with tag filters, tag suggestions and one avatar's full profile. */
export function avatarRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/avatars');

  add(routes.search, async ({ query }) => searchAvatars(rt.db, { ...query, pageSize: query.pageSize ?? AVATAR_PAGE_SIZE }));

  add(routes.tags, async ({ query }) => ({ tags: await suggestTags(rt.db, query.q) }));

  add(routes.get, async ({ params }) => {
    const avatar = await findAvatar(rt.db, params.id);
    // A retired avatar stays readable by id: sessions that include it still show its profile.
    if (!avatar) throw notFound('Avatar not found');
    return presentAvatar(avatar);
  });

  return router;
}
