import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DECLARED_ROUTES } from './declared-routes.js';

// The README's API example is what a new user copies first: each of its calls must be a declared route
// that accepts the path, query and body as written, and each field its `jq` reads must be one the
// route's response declares. (tests/integration/api/readme-flow.test.ts runs the same calls for real.)

const ID = '6f9619ff-8b86-d011-b42d-00c04fc964ff';

interface ExampleCall {
  line: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  /** The top-level response field the line's `jq` reads, if any. */
  reads?: string;
}

function exampleCalls(): ExampleCall[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## API\n'));
  const script = section.slice(section.indexOf('```sh\n') + 6, section.indexOf('\n```', section.indexOf('```sh\n')));
  return script
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.includes('curl '))
    .map((line) => {
      const url = new URL(line.match(/"\$API(\/[^"]*)"/)![1]!.replace(/\$[A-Z]+/g, ID), 'http://x/api/');
      const raw = line.match(/ -d '([^']*)'/)?.[1] ?? line.match(/ -d "((?:[^"\\]|\\.)*)"/)?.[1]?.replace(/\\"/g, '"');
      return {
        line,
        method: line.match(/ -X (\w+)/)?.[1] ?? 'GET',
        path: `/api${url.pathname}`,
        query: Object.fromEntries(url.searchParams),
        body: raw === undefined ? undefined : JSON.parse(raw.replace(/\$AVATARS/g, JSON.stringify([ID, ID]))),
        reads: line.match(/jq (?:-[a-z]+ )*'?\[?\.([a-zA-Z_]+)/)?.[1],
      };
    });
}

const matches = (declared: string, actual: string) => new RegExp(`^${declared.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(actual);

describe("the README's API example", () => {
  const calls = exampleCalls();

  it('is found: a session started, a question asked, a report fetched', () => {
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining([`POST /api/sessions/${ID}/questions`, `POST /api/sessions/${ID}/reports`]));
    expect(calls.length).toBeGreaterThanOrEqual(8);
  });

  it.each(calls.map((c) => [c.line.trim(), c] as const))('calls a declared route as it declares: %s', (_, call) => {
    const route = DECLARED_ROUTES.find((r) => r.contract.method.toUpperCase() === call.method && matches(r.contract.path, call.path));
    expect(route, `${call.method} ${call.path} is not declared`).toBeDefined();
    const { contract } = route!;
    expect(contract.access, 'a script with a token can call it').not.toBe('admin');
    if (Object.keys(call.query).length) expect(contract.query?.safeParse(call.query).error).toBeUndefined();
    if (call.body !== undefined) expect((contract.body ?? z.undefined()).safeParse(call.body).error).toBeUndefined();
    if (call.reads) {
      const response = contract.response;
      expect(response instanceof z.ZodObject && Object.keys(response.shape), `${contract.path} answers with no field "${call.reads}"`).toContain(call.reads);
    }
  });
});
