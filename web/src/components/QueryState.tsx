import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';

interface QueryErrorProps {
  title: string;
  message: string;
  /** The wording of the screen's button ("Try again" unless the screen says "Retry"). */
  retryLabel?: string;
  onRetry: () => void;
}

/** A load that failed: what failed, why, and a button that asks again. */
export function QueryError({ title, message, retryLabel = 'Try again', onRetry }: QueryErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The loader a screen shows while its data has not arrived yet. */
export function QueryLoader({ py = 'xl' }: { py?: string | number }) {
  return (
    <Center py={py} role="status" aria-live="polite">
      <Loader type="dots" />
    </Center>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The title of the error ("Failed to fetch users"). */
  errorTitle: string;
  /** What the error says; by default the server's message. */
  errorText?: (error: Error) => string;
  retryLabel?: string;
  /** Drawn instead of the default loader (a skeleton of the content). */
  loading?: ReactNode;
  /** Drawn instead of `children` when the data holds nothing to show. */
  empty?: { when: (data: T) => boolean; render: ReactNode };
  children: (data: T) => ReactNode;
}

/**
 * One screen area's server state: a loader until the first answer (and during a retry), the error with
 * a retry while there is nothing to show, the empty state, then the data. Data already on screen stays there while it is
 * refetched (a failed background refetch does not replace it).
 */
export function QueryState<T>({ query, errorTitle, errorText, retryLabel, loading, empty, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{empty?.when(query.data) ? empty.render : children(query.data)}</>;
  if (query.isError) {
    return <QueryError title={errorTitle} message={errorText ? errorText(query.error) : errorMessage(query.error)} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  }
  return <>{loading ?? <QueryLoader />}</>;
}
