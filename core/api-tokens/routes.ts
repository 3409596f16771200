// The API token routes (api/routes/api-tokens.ts): list, create (the secret shown once), revoke.
import { z } from 'zod';
import { defineRoute, idParams, isoDate, uuid } from '../http/contract.js';

const apiToken = z.strictObject({
  id: uuid,
  name: z.string(),
  /** The first characters of the secret, to tell tokens apart. */
  prefix: z.string(),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
});
export type ApiTokenDto = z.infer<typeof apiToken>;

const tag = 'API tokens';

export const apiTokenRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/tokens',
    summary: "The user's API tokens, newest first (never their secrets)",
    tag,
    access: 'user',
    response: z.strictObject({ items: z.array(apiToken) }),
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/tokens',
    summary: 'Create a personal API token; its secret is in this answer only. Needs a signed-in browser, not a token',
    tag,
    access: 'user',
    body: z.strictObject({ name: z.string().trim().min(1, 'Please name the token').max(80, 'must be at most 80 characters') }),
    status: 201,
    response: z.strictObject({ token: z.string(), apiToken }),
  }),
  revoke: defineRoute({
    method: 'delete',
    path: '/api/tokens/:id',
    summary: 'Revoke a token: calls with it are refused from now on',
    tag,
    access: 'user',
    params: idParams('id'),
    notFound: 'Token not found',
    status: 204,
    response: null,
  }),
};
