// The routes that describe the API itself (api/routes/api-docs.ts): this document and its viewer.
import { defineRoute } from './contract.js';

const tag = 'Documentation';

export const docsRoutes = {
  openapi: defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tag,
    access: 'public',
    response: null,
    alsoProduces: ['application/json'],
  }),
  viewer: defineRoute({
    method: 'get',
    path: '/api/docs',
    summary: 'A browsable reference of this document (Swagger UI, served from this server)',
    tag,
    access: 'public',
    response: null,
    alsoProduces: ['text/html'],
  }),
  viewerScript: defineRoute({
    method: 'get',
    path: '/api/docs/init.js',
    summary: 'The script that starts the reference viewer',
    tag,
    access: 'public',
    response: null,
    alsoProduces: ['application/javascript'],
  }),
};
