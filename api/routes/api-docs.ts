import { createRequire } from 'node:module';
import express, { type Router } from 'express';
import { docsRoutes as routes } from '../../core/http/routes.js';
import { contractRouter, SENT } from '../http/contract-router.js';
import { openApiDocument } from '../openapi.js';

// swagger-ui-dist ships the viewer as static files: served from this server, no CDN, and started by a
// script file of ours (the CSP allows no inline script).
const SWAGGER_UI_DIR = createRequire(import.meta.url)('swagger-ui-dist').getAbsoluteFSPath() as string;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Focus Group API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });\n`;

/** GET /api/openapi.json (the document) and /api/docs (a browsable reference): public, no login. */
export function apiDocsRoutes(): Router {
  const { router, add } = contractRouter('');
  const document = JSON.stringify(openApiDocument());
  const send =
    (type: string, body: string) =>
    async (_input: unknown, _req: unknown, res: express.Response): Promise<typeof SENT> => {
      res.type(type).send(body);
      return SENT;
    };
  add(routes.openapi, send('application/json', document));
  add(routes.viewer, send('html', PAGE));
  add(routes.viewerScript, send('application/javascript', INIT));
  router.use('/api/docs/assets', express.static(SWAGGER_UI_DIR, { index: false, maxAge: '1h' }));
  return router;
}
