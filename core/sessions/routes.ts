// The session setup routes (api/routes/sessions.ts): drafts the wizard saves, the free user's team, the
// session to offer, the start.
import { z } from 'zod';
import { avatarDto } from '../avatars/dto.js';
import { defineRoute, idParams } from '../http/contract.js';
import { sessionDto, sessionWithAvatarsDto } from './dto.js';
import { sessionDraftBody } from './schemas.js';

const tag = 'Sessions';
const id = idParams('id');
const notFound = 'Session not found';

export const sessionRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/sessions',
    summary: "The user's sessions, newest first",
    tag,
    access: 'user',
    query: z.strictObject({ status: z.enum(['draft', 'active', 'completed']).optional() }),
    response: z.array(sessionDto),
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/sessions',
    summary: 'Save a new draft',
    tag,
    access: 'user',
    body: sessionDraftBody,
    status: 201,
    response: sessionWithAvatarsDto,
  }),
  current: defineRoute({
    method: 'get',
    path: '/api/sessions/current',
    summary: 'The session to offer in Choose Session Option (a draft or an active session), if any',
    tag,
    access: 'user',
    response: z.strictObject({ session: sessionDto.nullable() }),
  }),
  freeTeam: defineRoute({
    method: 'get',
    path: '/api/sessions/free-team',
    summary: "The free plan's fixed team of avatars",
    tag,
    access: 'user',
    response: z.strictObject({ avatars: z.array(avatarDto) }),
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/sessions/:id',
    summary: 'One session with its avatars',
    tag,
    access: 'user',
    params: id,
    notFound,
    response: sessionWithAvatarsDto,
  }),
  update: defineRoute({
    method: 'patch',
    path: '/api/sessions/:id',
    summary: 'Save a draft',
    tag,
    access: 'user',
    params: id,
    notFound,
    body: sessionDraftBody,
    response: sessionWithAvatarsDto,
  }),
  remove: defineRoute({ method: 'delete', path: '/api/sessions/:id', summary: 'Delete a session', tag, access: 'user', params: id, notFound, status: 204, response: null }),
  expand: defineRoute({
    method: 'post',
    path: '/api/expand',
    summary: "Expand with AI: a fuller Product Idea or Additional Context from the user's notes (30 a user per 10 minutes)",
    tag,
    access: 'user',
    body: z.strictObject({
      text: z.string().trim().min(1, 'Please enter some text to expand').max(10_000, 'must be at most 10000 characters'),
      fieldType: z.enum(['productIdea', 'additionalContext'], 'must be productIdea or additionalContext'),
    }),
    response: z.strictObject({ expandedText: z.string() }),
  }),
  start: defineRoute({
    method: 'post',
    path: '/api/sessions/:id/start',
    summary: 'Start a session: charge its cost once, snapshot the participants, make it active',
    tag,
    access: 'user',
    params: id,
    notFound,
    body: z.strictObject({}),
    response: sessionWithAvatarsDto.extend({ charged: z.number().int(), alreadyStarted: z.boolean() }),
  }),
};
