import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AsyncStateProps {
  loading: boolean;
  /** The error of the last load; shown only when there is nothing to show instead. */
  error: string | null;
  /** The title of the error, the wording of docs/admin.md where it has one ("Failed to fetch users"). */
  errorTitle: string;
  hasData: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** The loading and error states every admin tab shares; the tab renders its own empty state. */
export function AsyncState({ loading, error, errorTitle, hasData, onRetry, children }: AsyncStateProps) {
  if (loading && !hasData) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader type="dots" />
      </Center>
    );
  }
  if (error && !hasData) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={errorTitle}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children}</>;
}
