import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { queries } from '../api/query-keys';
import { EditProfileDialog } from './EditProfileDialog';
import { jsonResponse } from '../api/test-response';

const ADA = { firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', email: 'ada@example.com', avatarUrl: null };

/** The server as the dialog sees it: GET /api/profile answers from `reads` in turn, PATCH echoes the new name. */
function stubServer(reads: (typeof ADA | number)[]) {
  const calls: string[] = [];
  let read = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/auth/csrf') return jsonResponse({ token: 't' });
      if (url === '/api/auth/me') return jsonResponse({ error: { code: 'unauthorized', message: 'Sign in' } }, 401);
      if (method === 'PATCH') return jsonResponse({ ...ADA, ...(JSON.parse(String(init?.body)) as object) });
      const answer = reads[Math.min(read++, reads.length - 1)]!;
      return typeof answer === 'number' ? jsonResponse({ error: { code: 'server_error', message: 'Server error' } }, answer) : jsonResponse(answer);
    }),
  );
  return calls;
}

function renderDialog(client: QueryClient, opened: boolean) {
  const ui = (open: boolean) => (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <EditProfileDialog opened={open} onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(ui(opened));
  return { reopen: (open: boolean) => view.rerender(ui(open)) };
}

const firstName = () => screen.getByLabelText('First Name') as HTMLInputElement;

describe('Edit Profile dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the profile through the query cache: a skeleton the first time, the cached profile at once the next', async () => {
    const calls = stubServer([ADA]);
    const client = createQueryClient();
    const dialog = renderDialog(client, true);
    expect(screen.getByLabelText('Loading profile')).toBeTruthy();
    await waitFor(() => expect(firstName().value).toBe('Ada'));
    expect(client.getQueryData(queries.account.profile().queryKey)).toEqual(ADA);

    dialog.reopen(false);
    await waitFor(() => expect(screen.queryByLabelText('First Name')).toBeNull());
    dialog.reopen(true);
    expect(firstName().value).toBe('Ada');
    expect(screen.queryByLabelText('Loading profile')).toBeNull();
    // Shown from the cache, read again behind it.
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/profile')).toHaveLength(2));
  });

  it('shows a failed read with Try again, which loads the profile', async () => {
    stubServer([500, 500, ADA]);
    renderDialog(createQueryClient(), true);
    expect(await screen.findByText('Failed to load profile', undefined, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(firstName().value).toBe('Ada'));
  });

  it('writes the saved name back to the cache, so the next opening starts from it', async () => {
    stubServer([ADA]);
    const client = createQueryClient();
    renderDialog(client, true);
    await waitFor(() => expect(firstName().value).toBe('Ada'));
    fireEvent.change(firstName(), { target: { value: '  Augusta ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(() => expect(client.getQueryData(queries.account.profile().queryKey)).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' }));
  });
});
