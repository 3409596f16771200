import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../api/admin';
import { createQueryClient } from '../../api/query-client';
import { GrantCreditsModal } from './GrantCreditsModal';
import { jsonResponse } from '../../api/test-response';

const ADA: AdminUser = {
  id: '5d1f7a5e-1b1c-4c1e-9a61-0c8a4b1f2e3d',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  subscriptionLevel: 'pro',
  credits: 4,
  renewalDate: null,
  startDate: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  isAdmin: false,
};

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), clean: vi.fn() } }));

/** POST /api/admin/users/:id/credits answers `grant` once the test lets it (`release`). */
function stubGrant(grant: Response) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/csrf') return jsonResponse({ token: 't' });
      await answered;
      return grant;
    }),
  );
  return release;
}

function renderModal() {
  const onClose = vi.fn();
  const onGranted = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <GrantCreditsModal user={ADA} onClose={onClose} onGranted={onGranted} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Support gesture' } });
  fireEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
  return { onClose, onGranted };
}

describe('an admin dialog write', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notifications.show).mockClear();
  });

  it('shows the grant as pending until the answer, then hands the updated user back and closes', async () => {
    const release = stubGrant(jsonResponse({ user: { ...ADA, credits: 14 }, balance: 14 }));
    const { onClose, onGranted } = renderModal();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true));
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onGranted).toHaveBeenCalledWith({ ...ADA, credits: 14 });
  });

  it("keeps the dialog open and toasts the server's message when the grant is refused", async () => {
    const release = stubGrant(jsonResponse({ error: { code: 'bad_request', message: 'Reason is too long' } }, 400));
    const { onClose, onGranted } = renderModal();
    release();
    await waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', message: 'Reason is too long', color: 'red' })));
    expect(onClose).not.toHaveBeenCalled();
    expect(onGranted).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
