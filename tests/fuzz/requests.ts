import fc from 'fast-check';
import type { JsonRoute } from './routes.js';

/** Field names the API's schemas use, so generated bodies reach past "Unknown field". */
const KNOWN_KEYS = [
  'additionalContext',
  'age',
  'autoAdvance',
  'communicationStyle',
  'competitorExperience',
  'credits',
  'displayName',
  'email',
  'enabled',
  'fieldType',
  'firstName',
  'format',
  'gender',
  'hobbies',
  'idempotencyKey',
  'input',
  'isAdmin',
  'isPremium',
  'jobTitle',
  'keyQuestions',
  'lastName',
  'location',
  'mode',
  'motivations',
  'name',
  'packageId',
  'page',
  'pageSize',
  'password',
  'pastBrand',
  'personality',
  'planId',
  'popular',
  'price',
  'productIdea',
  'q',
  'questionNumber',
  'reason',
  'returnTo',
  'search',
  'selectedAvatars',
  'slogan',
  'status',
  'subscriptionLevel',
  'tags',
  'targetAudience',
  'text',
  'title',
  'token',
  'userId',
  'values',
  'version',
  'count',
  'limit',
  'sort',
  'to',
  'from',
  'download',
];

/** Values that have broken parsers before: boundaries, encodings, injections, the wrong kinds. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '\u001b[31m',
  'a'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '1e309',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
  'null',
  'true',
  'NaN',
  '2030-01-01',
  '1970-01-01T00:00:00Z',
  'pro',
  'free',
  'growth',
  'all',
  'any',
  'pdf',
  'json',
  'csv',
  'a@b.co',
  `${'x'.repeat(255)}@example.com`,
  '😀',
  'ﷺ',
  '𝔘𝔫𝔦',
  '__proto__',
  'constructor',
  '{}',
  '[]',
];

/** Every UTF-8 byte as %XX (encodeURIComponent throws on a lone surrogate; this sends U+FFFD). */
const percentEncode = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

export interface GeneratedRequest {
  method: string;
  /** The route pattern, to report it. */
  route: string;
  /** What is requested: pattern filled, query appended. */
  url: string;
  /** A JSON value to send, or raw text (not always valid JSON), or nothing. */
  body?: { json: unknown } | { raw: string };
}

/** Request generator over `routes`: path ids mixing real and made-up ones, query strings and bodies. */
export function requestArbitrary(routes: JsonRoute[], realIds: string[]): fc.Arbitrary<GeneratedRequest> {
  const ids = realIds.length ? fc.constantFrom(...realIds) : fc.uuid();
  const text = fc.oneof(
    { weight: 6, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 3, arbitrary: ids },
    { weight: 1, arbitrary: fc.uuid() },
  );
  const scalar = fc.oneof(
    { weight: 5, arbitrary: text },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1, 2, 5, 15, 100, 2 ** 31, 2 ** 53, 1e308, -0, 0.5) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...KNOWN_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('value'), { maxLength: 5 }), fc.dictionary(key, tie('value'), { maxKeys: 5 })),
  }));
  const body = fc.oneof(
    { weight: 8, arbitrary: fc.dictionary(key, value, { maxKeys: 8 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: value.map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('{', '{"a":', '[1,', '{"title":"\\ud800"}', 'null', '"x"', '{"a":1}'.repeat(3))).map((raw) => ({ raw })),
    },
  );
  const pathParam = fc.oneof(
    { weight: 6, arbitrary: ids },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: text.map((s) => percentEncode(s) || 'x') },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%ED%A0%80', '%FF', '%00', '..', '%2e%2e', '%2F', '-1', '0', '1e9') },
  );
  const queryValue = fc.oneof(text, fc.array(text, { maxLength: 3 }));
  const query = fc.oneof({ weight: 4, arbitrary: fc.dictionary(key, queryValue, { maxKeys: 4 }) }, { weight: 1, arbitrary: fc.constant({}) });
  const rawQuery = fc.constantFrom('', '', '', '', '%E0%A4%A=1', 'a[b]=c&a[c]=d', 'page=1&page=2', 'search=%00', 'tags=%ZZ');

  return fc
    .record({ route: fc.constantFrom(...routes), params: fc.array(pathParam, { minLength: 6, maxLength: 6 }), query, rawQuery, body })
    .map(({ route, params, query: q, rawQuery: rq, body: b }) => {
      let i = 0;
      const path = route.path.replace(/:(\w+)/g, () => params[i++]!);
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) for (const item of Array.isArray(v) ? v : [v]) search.append(k, String(item));
      const qs = [search.toString(), rq].filter(Boolean).join('&');
      const withBody = route.method !== 'GET' && route.method !== 'HEAD';
      return { method: route.method, route: route.path, url: qs ? `${path}?${qs}` : path, body: withBody ? b : undefined };
    });
}
