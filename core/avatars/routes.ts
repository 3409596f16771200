// The avatar catalogue routes (api/routes/avatars.ts): search with tag filters, tag suggestions, one avatar.
import { z } from 'zod';
import { defineRoute, idParams } from '../http/contract.js';
import { avatarDto, avatarPage } from './dto.js';
import { AVATAR_MAX_PAGE_SIZE } from './enumerations.js';

/** `tags=a,b` or `tags=a&tags=b`, both read as a list. */
const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    [v]
      .flat()
      .flatMap((t) => t.split(','))
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(40, 'each tag must be at most 40 characters')).max(20, 'at most 20 tags'));

const tag = 'Avatars';

export const avatarRoutes = {
  search: defineRoute({
    method: 'get',
    path: '/api/avatars',
    summary: 'A page of matching avatars, or 12 random ones when there is neither a search nor a tag',
    tag,
    access: 'user',
    query: z.strictObject({
      search: z.string().max(200, 'must be at most 200 characters').optional(),
      tags: tagList.optional(),
      mode: z
        .string()
        .transform((m) => m.toLowerCase())
        .pipe(z.enum(['any', 'all'], 'must be any or all'))
        .optional(),
      page: z.coerce.number().int().min(1).max(10_000).optional(),
      pageSize: z.coerce.number().int().min(1).max(AVATAR_MAX_PAGE_SIZE).optional(),
    }),
    response: avatarPage,
  }),
  tags: defineRoute({
    method: 'get',
    path: '/api/avatars/tags',
    summary: 'At most 10 tags containing q, the most used first',
    tag,
    access: 'user',
    query: z.strictObject({ q: z.string().max(40, 'must be at most 40 characters').optional() }),
    response: z.strictObject({ tags: z.array(z.string()) }),
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/avatars/:id',
    summary: "One avatar's full profile",
    tag,
    access: 'user',
    params: idParams('id'),
    notFound: 'Avatar not found',
    response: avatarDto,
  }),
};
