// The OpenAPI 3.1 document, generated from the route declarations (core/**/routes.ts) with zod's own
// JSON Schema output (draft 2020-12, the dialect OpenAPI 3.1 uses). Served at /api/openapi.json.
import { z } from 'zod';
import { errorBody, type RouteContract } from '../core/http/contract.js';
import { DECLARED_ROUTES } from './http/declared-routes.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query' | 'header'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema & { description?: string }>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** A multipart form: the file field, and the other fields the route's body schema declares. */
function multipart(c: RouteContract & { upload: string }): JsonSchema {
  const fields = (c.body ? jsonSchema(c.body, 'input') : {}) as { properties?: JsonSchema; required?: string[] };
  return {
    type: 'object',
    properties: { ...fields.properties, [c.upload]: { type: 'string', contentMediaType: 'application/octet-stream' } },
    required: [...(fields.required ?? []), ...(c.uploadOptional ? [] : [c.upload])],
  };
}

function requestBody(c: RouteContract): JsonSchema | undefined {
  if (c.upload) return { required: true, content: { 'multipart/form-data': { schema: multipart({ ...c, upload: c.upload }) } } };
  if (c.rawBody) return { required: true, content: { [c.rawBody]: { schema: { type: 'string', description: 'Read as raw bytes, exactly as sent' } } } };
  if (c.body) return { required: true, content: json(jsonSchema(c.body, 'input')) };
  return undefined;
}
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Error' }) });

function operation(id: string, c: RouteContract): JsonSchema {
  const success: JsonSchema = { description: c.summary };
  const content: Record<string, unknown> = c.response ? json(jsonSchema(c.response, 'output')) : {};
  for (const type of c.alsoProduces ?? []) content[type] = { schema: { type: 'string' } };
  if (Object.keys(content).length) success.content = content;
  const responses: JsonSchema = { [String(c.status ?? 200)]: success };
  if (c.alsoStatus) responses[String(c.alsoStatus)] = success;
  if (c.params || c.query || c.headers || c.body || c.upload || c.rawBody) responses['400'] = errorResponse('A field is invalid; the message and `field` name it');
  if (c.access !== 'public') responses['401'] = errorResponse('Not signed in, or the token is unknown or revoked');
  if (c.access === 'admin') responses['403'] = errorResponse('Not an administrator');
  if (c.params) responses['404'] = errorResponse(c.notFound ?? 'Not found');
  return {
    operationId: id,
    summary: c.summary,
    tags: [c.tag],
    ...(c.access === 'public' ? { security: [] } : {}),
    parameters: [...parameters(c.params, 'path'), ...parameters(c.query, 'query'), ...parameters(c.headers, 'header')],
    requestBody: requestBody(c),
    responses,
  };
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { id, contract } of DECLARED_ROUTES) {
    const path = contract.path.replace(/[:*](\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][contract.method] = operation(id, contract);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Focus Group API',
      version: '1.0.0',
      description:
        'Run virtual focus groups from a script: save and start a session, ask the group questions, read the transcript and generate the insight report. ' +
        'Scripts authenticate with a personal API token (account page, API tokens) in `Authorization: Bearer fg_...`. ' +
        'Browsers use the login cookie and send the CSRF token (GET /api/auth/csrf) in X-CSRF-Token on every state-changing call.',
    },
    servers: [{ url: '/' }],
    security: [{ apiToken: [] }, { loginCookie: [], csrfToken: [] }],
    tags: [...new Set(DECLARED_ROUTES.map((r) => r.contract.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBody, 'output') },
      securitySchemes: {
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal API token from the account page (Authorization: Bearer fg_...). No CSRF token needed; each token may make API_TOKEN_REQUESTS_PER_MINUTE calls a minute (300 by default).',
        },
        loginCookie: { type: 'apiKey', in: 'cookie', name: 'fg.sid', description: 'The login session, set by POST /api/auth/login.' },
        csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: 'Required with the login cookie on POST, PUT, PATCH and DELETE.' },
      },
    },
  };
}
