import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What the fake does with the next request: answer (streamed or not), fail with a status, or hang. */
/** delayMs: between streamed words; latencyMs: before the response starts (a remote model's think time). */
export type FakeBehaviour = { kind: 'answer'; text: string; delayMs?: number; latencyMs?: number } | { kind: 'status'; status: number; retryAfterMs?: number } | { kind: 'hang' };

/** What the server supports, to play servers that lack a feature or refuse a setting (npm run llm:check). */
interface FakeCapabilities {
  /** The models it serves; a request for another answers 404 model_not_found. Unset: any model. */
  models?: string[];
  /** The only key it accepts; another answers 401. Unset: any key. */
  apiKey?: string;
  /** false: ignores `stream: true` and answers with one JSON body, as some servers do. */
  streaming: boolean;
  /** false: refuses `response_format` of type json_schema with a 400. */
  jsonSchema: boolean;
  /** false: refuses a request carrying `seed` with a 400, as some compatible servers do. */
  seed?: boolean;
}

export interface FakeOpenAi {
  /** Base URL for the SDK (`OPENAI_BASE_URL`), ending in /v1. */
  url: string;
  /** Bodies of the chat completion requests received, in order. */
  requests: any[];
  /** Behaviours for the next requests, in order; once used up, `fallback` answers. */
  script(...next: FakeBehaviour[]): void;
  /** Answers a request from its body (scripted panels); undefined falls through to the queue. */
  respond?: (body: any) => FakeBehaviour | undefined;
  fallback: FakeBehaviour;
  capabilities: FakeCapabilities;
  close(): Promise<void>;
}

const apiError = (message: string, code: string | null) => JSON.stringify({ error: { message, type: 'invalid_request_error', code } });

/** The refusal a real server gives when the request needs something this one lacks, else null. */
function refusal(req: IncomingMessage, body: any, caps: FakeCapabilities): { status: number; body: string } | null {
  if (caps.apiKey !== undefined && req.headers.authorization !== `Bearer ${caps.apiKey}`) {
    return { status: 401, body: apiError('Incorrect API key provided.', 'invalid_api_key') };
  }
  if (caps.models && !caps.models.includes(body.model)) {
    return { status: 404, body: apiError(`The model \`${body.model}\` does not exist or you do not have access to it.`, 'model_not_found') };
  }
  if (caps.seed === false && body.seed !== undefined) {
    return { status: 400, body: apiError('Unrecognized request argument supplied: seed', null) };
  }
  if (!caps.jsonSchema && body.response_format?.type === 'json_schema') {
    return { status: 400, body: apiError("Invalid value: 'json_schema'. Supported values are: 'text'.", null) };
  }
  return null;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
  });

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1 speaking the real protocol: JSON
 * completions, SSE streams (one chunk per word, then a usage chunk when asked, then [DONE]) and
 * error statuses with the API's error body, so the official SDK is exercised for real.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeBehaviour[] = [];
  const requests: any[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const fake = {
    fallback: { kind: 'answer', text: 'That sounds genuinely useful to me.' } as FakeBehaviour,
    respond: undefined as FakeOpenAi['respond'],
    capabilities: { streaming: true, jsonSchema: true } as FakeCapabilities,
  };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req));
    requests.push(body);
    const refused = refusal(req, body, fake.capabilities);
    if (refused) {
      res.writeHead(refused.status, { 'content-type': 'application/json' }).end(refused.body);
      return;
    }
    const b = fake.respond?.(body) ?? queue.shift() ?? fake.fallback;
    if (b.kind === 'hang') return;
    if (b.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (b.retryAfterMs !== undefined) headers['retry-after-ms'] = String(b.retryAfterMs);
      res.writeHead(b.status, headers).end(JSON.stringify({ error: { message: `fake error ${b.status}`, type: 'fake', code: null } }));
      return;
    }
    if (b.latencyMs) await new Promise((r) => setTimeout(r, b.latencyMs));
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = { prompt_tokens: 42, completion_tokens: b.text.split(' ').length, total_tokens: 42 + b.text.split(' ').length };
    if (!body.stream || !fake.capabilities.streaming) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: b.text }, finish_reason: 'stop' }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    const words = b.text.match(/\S+\s*/g) ?? [];
    for (const word of words) {
      if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
      send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta: { content: word }, finish_reason: null }] });
    }
    send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    if (body.stream_options?.include_usage) send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage });
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => queue.push(...next),
    get respond() {
      return fake.respond;
    },
    set respond(fn) {
      fake.respond = fn;
    },
    get fallback() {
      return fake.fallback;
    },
    get capabilities() {
      return fake.capabilities;
    },
    set capabilities(c: FakeCapabilities) {
      fake.capabilities = c;
    },
    set fallback(b: FakeBehaviour) {
      fake.fallback = b;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/**
 * The answer to an LLM-coder request (its `<data>` block lists the answers of one question): one code
 * per answer from `codeOf`, as the JSON the coder's schema asks for.
 */
export function fakeCodes(body: any, codeOf: (answer: string, index: number) => Record<string, unknown>, latencyMs?: number): FakeBehaviour {
  const data = JSON.parse(/<data>\n([\s\S]*)\n<\/data>/.exec(body.messages[1].content)![1]!);
  const codes = data.answers.map((a: { index: number; answer: string }) => ({
    index: a.index,
    onTopic: true,
    stance: 'positive',
    purchase: 'yes',
    price: 'unstated',
    rating: null,
    concerns: [],
    evidence: a.answer,
    ...codeOf(a.answer, a.index),
  }));
  return { kind: 'answer', text: JSON.stringify({ codes }), latencyMs };
}
