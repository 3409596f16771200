import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PageLoad } from './use-report-page';

interface ReportPageStatusProps {
  load: PageLoad;
  loadingText: string;
  errorText: string;
  notFound: ReactNode;
  onRetry: () => void;
}

/** The loading, not-found and error states of the screens that read a report page (/report, /results). */
export function ReportPageStatus({ load, loadingText, errorText, notFound, onRetry }: ReportPageStatusProps) {
  if (load.kind === 'loading') {
    return (
      <Center py={80} role="status">
        <Stack align="center" gap="sm">
          <Loader type="dots" />
          <Text c="dimmed">{loadingText}</Text>
        </Stack>
      </Center>
    );
  }
  if (load.kind === 'not-found') return <>{notFound}</>;
  if (load.kind === 'error') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  return null;
}
