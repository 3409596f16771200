import { createServer, type Server } from 'node:http';

export interface ReceivedCall {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** A webhook receiver on 127.0.0.1 that answers with the statuses it is given, in order (then 200), after an optional delay. */
export async function startWebhookReceiver(statuses: number[] = [], opts: { delayMs?: number } = {}): Promise<{ url: string; calls: ReceivedCall[]; close(): Promise<void> }> {
  const calls: ReceivedCall[] = [];
  const queue = [...statuses];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null });
      const status = queue.shift() ?? 200;
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'), opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((r) => server.close(() => r())) };
}
