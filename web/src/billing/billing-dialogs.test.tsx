import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { Toaster } from '../components/Toaster';
import { jsonResponse } from '../api/test-response';

const PLANS = [
  { id: 'p1', planName: 'starter', displayName: 'Starter', price: 9.99, credits: 10, stripePriceId: 'price_s', popular: false },
  { id: 'p2', planName: 'growth', displayName: 'Growth', price: 39.99, credits: 50, stripePriceId: 'price_g', popular: true },
];

const SIGNED_IN = {
  id: 'u',
  email: 'a@b.c',
  fullName: null,
  firstName: null,
  lastName: null,
  avatarUrl: null,
  subscriptionLevel: 'starter',
  subscriptionStatus: null,
  renewalDate: null,
  credits: 0,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Answers the API calls the billing UI makes; `config` is GET /api/billing/config. */
function stubApi(config: { enabled: boolean; publishableKey: string | null }) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.startsWith('/api/plans') ? PLANS : url.startsWith('/api/billing/config') ? config : null;
    return jsonResponse(body ?? { error: { code: 'not_found', message: 'Not found' } }, body ? 200 : 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The billing config is cached per page load: each test gets fresh modules (and a fresh auth store).
async function load() {
  vi.resetModules();
  const { useAuthStore } = await import('../stores/auth-store');
  useAuthStore.setState({ user: null, impersonating: null, status: 'anonymous' });
  return { useAuthStore, ...(await import('./TopUpDialog')), ...(await import('./PlanPicker')) };
}

function renderAt(ui: React.ReactNode, path = '/pricing') {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/pricing" element={ui} />
            <Route path="/account" element={ui} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
      <Toaster />
    </MantineProvider>,
  );
}

describe('billing UI', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor who selects a plan to sign in, and sends them home', async () => {
    stubApi({ enabled: true, publishableKey: 'pk_test' });
    const { PlanPicker } = await load();
    renderAt(<PlanPicker actionLabel="Select Plan" returnTo="account" />);
    const buttons = await screen.findAllByRole('button', { name: /Select Plan/ });
    await act(async () => fireEvent.click(buttons[1]!));
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please sign in to select a plan.')).toBeTruthy();
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('says payments are not configured on the plan buttons of a signed-in user', async () => {
    stubApi({ enabled: false, publishableKey: null });
    const { PlanPicker, useAuthStore } = await load();
    useAuthStore.setState({ status: 'authenticated', user: { ...SIGNED_IN } });
    renderAt(<PlanPicker actionLabel="Upgrade" returnTo="account" />, '/account');
    expect(await screen.findByText('Payments are not configured')).toBeTruthy();
    const current = screen.getByRole('button', { name: 'Current Plan: Starter' }) as HTMLButtonElement;
    const other = screen.getByRole('button', { name: 'Not configured: Growth' }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
    expect(other.disabled).toBe(true);
  });

  it('opens Add Credits with the first package selected and Growth marked Most Popular', async () => {
    stubApi({ enabled: false, publishableKey: null });
    const { TopUpDialog } = await load();
    renderAt(<TopUpDialog opened onClose={() => {}} />);
    expect(await screen.findByText('Add Credits')).toBeTruthy();
    const starter = screen.getByRole('radio', { name: /Starter Pack/ });
    await waitFor(() => expect(starter.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByRole('radio', { name: /Growth Pack/ }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('package-growth').textContent).toContain('Most Popular');
    expect(await screen.findByText('Payments are not configured')).toBeTruthy();
  });

  it('shows a supplied title and reports a missing publishable key', async () => {
    stubApi({ enabled: true, publishableKey: null });
    const { TopUpDialog } = await load();
    renderAt(<TopUpDialog opened onClose={() => {}} title="You need 4 more credits" />);
    expect(await screen.findByText('You need 4 more credits')).toBeTruthy();
    expect(await screen.findByText('No publishable key returned')).toBeTruthy();
  });

  it('reads the billing config once for the plan buttons and the Add Credits dialog together', async () => {
    const fetchMock = stubApi({ enabled: false, publishableKey: null });
    const { PlanPicker, TopUpDialog, useAuthStore } = await load();
    useAuthStore.setState({ status: 'authenticated', user: { ...SIGNED_IN } });
    renderAt(
      <>
        <PlanPicker actionLabel="Upgrade" returnTo="account" />
        <TopUpDialog opened onClose={() => {}} />
      </>,
      '/account',
    );
    await waitFor(() => expect(screen.getAllByText('Payments are not configured')).toHaveLength(2));
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/billing/config'))).toHaveLength(1);
  });
});
