import { Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../api/client';
import type { ReportPageDto } from '../api/reports';
import { QueryError } from '../components/QueryState';

interface ReportPageStatusProps {
  query: UseQueryResult<ReportPageDto>;
  loadingText: string;
  errorText: string;
  notFound: ReactNode;
}

/** The loading, not-found and error states of the screens that read a report page (/report, /results). */
export function ReportPageStatus({ query, loadingText, errorText, notFound }: ReportPageStatusProps) {
  if (query.data) return null;
  if (!query.isEnabled || (isApiError(query.error) && query.error.status === 404)) return <>{notFound}</>;
  if (query.isError && !query.isFetching) return <QueryError title="Error" message={errorText} retryLabel="Retry" onRetry={() => void query.refetch()} />;
  return (
    <Center py={80} role="status">
      <Stack align="center" gap="sm">
        <Loader type="dots" />
        <Text c="dimmed">{loadingText}</Text>
      </Stack>
    </Center>
  );
}
