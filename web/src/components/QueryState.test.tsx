import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { QueryState } from './QueryState';

/** A read that answers with each of `answers` in turn: an ApiError is thrown, a list is returned. */
function scripted(answers: (ApiError | string[])[]) {
  const calls = { count: 0 };
  const read = async () => {
    const answer = answers[Math.min(calls.count++, answers.length - 1)]!;
    if (answer instanceof ApiError) throw answer;
    return answer;
  };
  return { calls, read };
}

function Names({ read }: { read: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn: read });
  return (
    <QueryState query={names} errorTitle="Failed to fetch names" empty={{ when: (list) => list.length === 0, render: <p>No names yet.</p> }}>
      {(list) => <p>{list.join(', ')}</p>}
    </QueryState>
  );
}

function show(read: () => Promise<string[]>) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <Names read={read} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const offline = () => new ApiError(0, 'network_error', 'The server could not be reached.');

describe('QueryState', () => {
  it('shows a loader, then the data', async () => {
    show(scripted([['Ada', 'Grace']]).read);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Ada, Grace')).toBeTruthy();
  });

  it('tries a network failure once more, then shows the error with a retry that loads again', async () => {
    const { calls, read } = scripted([offline(), offline(), ['Ada']]);
    show(read);
    expect(await screen.findByText('Failed to fetch names', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('The server could not be reached.')).toBeTruthy();
    expect(calls.count).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch names')).toBeNull();
  });

  it('does not ask again after the server refused the request', async () => {
    const { calls, read } = scripted([new ApiError(404, 'not_found', 'Not found'), ['Ada']]);
    show(read);
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(calls.count).toBe(1);
  });

  it('shows the empty state when the data holds nothing', async () => {
    show(scripted([[]]).read);
    expect(await screen.findByText('No names yet.')).toBeTruthy();
  });
});
