import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../api/client';
import { Failure, toastFailure } from './toast';

const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => ({ title: n.title, message: n.message, color: n.color }));

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), clean: vi.fn() } }));

afterEach(() => vi.mocked(notifications.show).mockClear());

describe('toastFailure, the one way a failed write is shown', () => {
  it("shows the server's message under the write's title", () => {
    toastFailure('Logout failed', new ApiError(409, 'conflict', 'Already signed out.'));
    expect(shown()).toEqual([{ title: 'Logout failed', message: 'Already signed out.', color: 'red' }]);
  });

  it('shows the fallback, else the generic message, when the failure carries no message from the server', () => {
    toastFailure('Error', new TypeError('Failed to fetch'), 'Failed to revoke the token');
    toastFailure('Error', new TypeError('Failed to fetch'));
    expect(shown().map((t) => t.message)).toEqual(['Failed to revoke the token', GENERIC_ERROR_MESSAGE]);
  });

  it('shows a failure that names its own step as it is', () => {
    toastFailure('Payment Error', new Failure('Payment Failed', 'Your card was declined.'), 'Payment failed. Please try again.');
    expect(shown()).toEqual([{ title: 'Payment Failed', message: 'Your card was declined.', color: 'red' }]);
  });
});
