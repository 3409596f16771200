import { notifications } from '@mantine/notifications';

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
