import { createServer } from 'node:http';
import { Server } from 'socket.io';
import type { TestProject } from 'vitest/node';
import type { ProvidedContext } from 'vitest';

// The tests read the address with inject('socketServerUrl') (declared again in their file, which the
// web tsconfig checks apart from this one).
declare module 'vitest' {
  export interface ProvidedContext {
    socketServerUrl: string;
  }
}

/**
 * A real Socket.IO server on 127.0.0.1 for the web tests of the realtime helpers. A test drives it over
 * HTTP: `POST /emit/<event>` with a JSON body sends that event to every socket; `POST /drop` closes every
 * connection's transport, as a network loss would (the clients reconnect by themselves).
 */
export default async function setup(project: TestProject) {
  const io = new Server();
  const http = createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      if (req.method === 'POST' && path === '/drop') {
        for (const socket of io.sockets.sockets.values()) socket.conn.close();
      } else if (req.method === 'POST' && path.startsWith('/emit/')) {
        io.emit(decodeURIComponent(path.slice('/emit/'.length)), JSON.parse(Buffer.concat(body).toString() || 'null'));
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(204).end();
    });
  });
  io.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (!address || typeof address === 'string') throw new Error('the socket test server has no port');
  const url: ProvidedContext['socketServerUrl'] = `http://127.0.0.1:${address.port}`;
  project.provide('socketServerUrl', url);
  return () => new Promise<void>((resolve) => io.close(() => resolve()));
}
