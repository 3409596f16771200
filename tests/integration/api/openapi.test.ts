import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARED_ROUTES } from '../../../api/http/declared-routes.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the public API description', () => {
  it('serves /api/openapi.json as a valid OpenAPI 3.1 document with every declared route and how to authenticate', async () => {
    const res = await fetch(`${app.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(operations.sort()).toEqual(DECLARED_ROUTES.map((r) => r.id).sort());
    expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(['apiToken', 'loginCookie', 'csrfToken']));
    expect(doc.paths['/api/sessions/{id}/questions'].post.requestBody.content['application/json'].schema.required).toEqual(['text']);
  });

  it('serves a browsable reference at /api/docs from local files, within the CSP', async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const asset of ['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/swagger-ui.css', '/api/docs/init.js']) {
      const res = await fetch(app.url + asset);
      expect(res.status, asset).toBe(200);
      expect((await res.text()).length, asset).toBeGreaterThan(20);
    }
    expect(await (await fetch(`${app.url}/api/docs/init.js`)).text()).toContain("url: '/api/openapi.json'");
  });
});
