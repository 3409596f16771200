import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/client';

type ToastKind = 'success' | 'error' | 'info';

export interface ToastInput {
  title?: string;
  message: string;
  kind?: ToastKind;
}

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'indigo' };

/**
 * One toast at a time (the product rule): a new toast replaces the one on screen instead of waiting
 * behind it in Mantine's queue.
 */
export function toast({ title, message, kind = 'info' }: ToastInput): void {
  notifications.clean();
  notifications.show({
    title,
    message,
    color: COLORS[kind],
    withBorder: true,
    // Errors are announced assertively, the rest politely.
    role: kind === 'error' ? 'alert' : 'status',
    'data-toast-kind': kind,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}

export const toastSuccess = (title: string, message: string) => toast({ title, message, kind: 'success' });
export const toastError = (title: string, message: string) => toast({ title, message, kind: 'error' });

/** A failure a write of several steps has already put in words (which step failed, what to do): shown as it is. */
export class Failure extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'Failure';
  }
}

/**
 * A failed write, shown the one way (every mutation's `onError`): a `Failure` as it is, else the title
 * with the server's message, or `fallback` when there is none (a network error, a proxy page).
 */
export function toastFailure(title: string, error: unknown, fallback?: string): void {
  if (error instanceof Failure) toastError(error.title, error.message);
  else toastError(title, errorMessage(error, fallback));
}
