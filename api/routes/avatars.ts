import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { AVATAR_MAX_PAGE_SIZE, AVATAR_PAGE_SIZE } from '../../core/avatars/enumerations.js';
import { presentAvatar } from '../../core/avatars/present.js';
import { findAvatar, searchAvatars, suggestTags } from '../../core/avatars/search.js';
import { notFound } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { requireAuth } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';

/** `tags=a,b` or `tags=a&tags=b`, both read as a list. */
const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [v].flat().flatMap((t) => t.split(',')).map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(40, 'each tag must be at most 40 characters')).max(20, 'at most 20 tags'));

const searchQuery = z.strictObject({
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  tags: tagList.optional(),
  mode: z
    .string()
    .transform((m) => m.toLowerCase())
    .pipe(z.enum(['any', 'all'], 'must be any or all'))
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(AVATAR_MAX_PAGE_SIZE).optional(),
});

const tagsQuery = z.strictObject({ q: z.string().max(40, 'must be at most 40 characters').optional() });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const avatarParam: RequestHandler = (req, _res, next) => (UUID.test(String(req.params.id)) ? next() : next(notFound('Avatar not found')));

/** The avatar catalogue: search with tag filters, tag suggestions and one avatar's full profile. */
export function avatarRoutes(rt: Runtime): Router {
  const r = Router();
  r.use(requireAuth);

  r.get('/', validate(searchQuery, 'query'), async (_req, res) => {
    const q = res.locals.query as z.infer<typeof searchQuery>;
    res.json(await searchAvatars(rt.db, { ...q, pageSize: q.pageSize ?? AVATAR_PAGE_SIZE }));
  });

  r.get('/tags', validate(tagsQuery, 'query'), async (_req, res) => {
    const { q } = res.locals.query as z.infer<typeof tagsQuery>;
    res.json({ tags: await suggestTags(rt.db, q) });
  });

  r.get('/:id', avatarParam, async (req, res) => {
    const avatar = await findAvatar(rt.db, String(req.params.id));
    // A retired avatar stays readable by id: sessions that include it still show its profile.
    if (!avatar) throw notFound('Avatar not found');
    res.json(presentAvatar(avatar));
  });

  return r;
}
