import fc from 'fast-check';
import type { TestClient } from '../helpers/client.js';
import { requestArbitrary, type GeneratedRequest } from './requests.js';
import type { JsonRoute } from './routes.js';

export interface FuzzResult {
  tried: number;
  /**
   * Requests answered with a 5xx other than 503 (a dependency that is off, e.g. payments), or not
   * answered at all (status 0: the connection was dropped).
   */
  serverErrors: { request: GeneratedRequest; status: number; body: unknown }[];
}

export interface FuzzOptions {
  client: TestClient;
  routes: JsonRoute[];
  realIds: string[];
  seed: number;
  /** Stop after this long, or after maxRequests, whichever comes first. */
  timeMs: number;
  maxRequests: number;
}

const BATCH = 200;

/** Sends generated requests one at a time (seeded, so a failure replays) and collects server errors. */
export async function fuzz(opts: FuzzOptions): Promise<FuzzResult> {
  const arbitrary = requestArbitrary(opts.routes, opts.realIds);
  const deadline = Date.now() + opts.timeMs;
  const result: FuzzResult = { tried: 0, serverErrors: [] };
  for (let round = 0; Date.now() < deadline && result.tried < opts.maxRequests; round++) {
    for (const request of fc.sample(arbitrary, { seed: opts.seed + round, numRuns: BATCH })) {
      if (Date.now() >= deadline || result.tried >= opts.maxRequests) break;
      // One retry on a dropped connection: a keep-alive socket the server closed as the client reused
      // it is the client's race, not an answer; a request that drops it twice is a finding.
      const res = await send(opts.client, request)
        .catch(() => send(opts.client, request))
        .catch((err: Error) => ({ status: 0, body: String(err.cause ?? err) }));
      result.tried++;
      if (res.status === 0 || (res.status >= 500 && res.status !== 503)) result.serverErrors.push({ request, status: res.status, body: res.body });
    }
  }
  return result;
}

function send(client: TestClient, r: GeneratedRequest) {
  if (!r.body) return client.request(r.method, r.url);
  if ('raw' in r.body) return client.request(r.method, r.url, undefined, { raw: r.body.raw, headers: { 'content-type': 'application/json' } });
  return client.request(r.method, r.url, r.body.json);
}
