// For component tests that answer the browser's fetch: a JSON response as the API sends it.
export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
