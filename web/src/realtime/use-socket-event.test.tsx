import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { getSocket } from './socket';
import { useSocketEvent } from './use-socket-event';

// Provided by web/socket-test-server.ts, a real Socket.IO server on 127.0.0.1.
declare module 'vitest' {
  export interface ProvidedContext {
    socketServerUrl: string;
  }
}
// Vitest's jsdom environment exposes the page, whose address the shared socket connects to.
declare const jsdom: { reconfigure(options: { url: string }): void };

const server = inject('socketServerUrl');
const control = (path: string, body?: unknown) => fetch(`${server}${path}`, { method: 'POST', body: JSON.stringify(body ?? null) });

function withQueries() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function connect() {
  const socket = getSocket();
  socket.connect();
  await waitFor(() => expect(socket.connected).toBe(true));
}

describe('useSocketEvent', () => {
  beforeAll(() => jsdom.reconfigure({ url: `${server}/` }));
  afterEach(() => getSocket().disconnect());

  it('hands each event to the handler of the latest render', async () => {
    const seen: number[] = [];
    const { rerender } = renderHook(({ factor }) => useSocketEvent('credits:changed', ({ balance }) => seen.push(balance * factor)), {
      wrapper: withQueries(),
      initialProps: { factor: 1 },
    });
    await connect();
    await control('/emit/credits:changed', { balance: 2 });
    await waitFor(() => expect(seen).toEqual([2]));
    rerender({ factor: 10 });
    await control('/emit/credits:changed', { balance: 3 });
    await waitFor(() => expect(seen).toEqual([2, 30]));
  });

  it('resyncs and refetches its queries after a reconnect, not on the first connection', async () => {
    const resync = vi.fn();
    const updates: string[] = [];
    let reads = 0;
    renderHook(
      () => {
        useQuery({ queryKey: ['probe'], queryFn: () => ++reads });
        useSocketEvent('user:updated', ({ userId }) => updates.push(userId), { resync, invalidates: [['probe']] });
      },
      { wrapper: withQueries() },
    );
    await connect();
    await waitFor(() => expect(reads).toBe(1));
    expect(resync).not.toHaveBeenCalled();

    // The server drops the connection as a network loss would; the client reconnects by itself.
    await control('/drop');
    await waitFor(() => expect(resync).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await waitFor(() => expect(reads).toBe(2));
    await control('/emit/user:updated', { userId: 'u1' });
    await waitFor(() => expect(updates).toEqual(['u1']));
  });

  it('stops listening when unmounted', async () => {
    const seen: number[] = [];
    const { unmount } = renderHook(() => useSocketEvent('credits:changed', ({ balance }) => seen.push(balance)), { wrapper: withQueries() });
    await connect();
    unmount();
    // Wait until the socket itself has the event, so it cannot reach the witness mounted next.
    const delivered = new Promise((resolve) => getSocket().once('credits:changed', resolve));
    await control('/emit/credits:changed', { balance: 5 });
    await delivered;
    const witness: number[] = [];
    renderHook(() => useSocketEvent('credits:changed', ({ balance }) => witness.push(balance)), { wrapper: withQueries() });
    await control('/emit/credits:changed', { balance: 6 });
    await waitFor(() => expect(witness).toEqual([6]));
    expect(seen).toEqual([]);
  });
});
