import { Alert, Badge, Button, Card, Code, CopyButton, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { ApiTokenDto } from '../api/api-tokens';
import { errorMessage, isApiError } from '../api/client';
import { toastFailure, toastSuccess } from '../components/toast';
import { formatShortDate } from './format';
import { QueryState } from '../components/QueryState';
import { useApiTokens } from './use-api-tokens';

function TokenRow({ token, onRevoke }: { token: ApiTokenDto; onRevoke: (token: ApiTokenDto) => void }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {token.name}
          </Text>
          {token.revokedAt && (
            <Badge color="gray" variant="light">
              Revoked
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <Code>{token.prefix}…</Code> · Created {formatShortDate(token.createdAt)} · {token.lastUsedAt ? `Last used ${formatShortDate(token.lastUsedAt)}` : 'Never used'}
        </Text>
      </Stack>
      {!token.revokedAt && (
        <Button variant="default" color="red" size="xs" onClick={() => onRevoke(token)}>
          Revoke
        </Button>
      )}
    </Group>
  );
}

/** Personal API tokens for scripts: create with a name (the secret shown once), list, revoke. */
export function ApiTokensCard() {
  const { tokens, secret, dismissSecret, create, revoke } = useApiTokens();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);
  const creating = create.isPending;
  const busy = revoke.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError('Please name the token');
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        setNameError(null);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400) setNameError(error.message);
        else toastFailure('Error', error, 'Failed to create the token');
      },
    });
  }

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toastSuccess('Token Revoked', `Scripts using "${revoking.name}" can no longer call the API.`);
        setRevoking(null);
      },
      onError: (error) => toastFailure('Error', error, 'Failed to revoke the token'),
    });
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="xs" mb={4}>
        <IconKey size={20} />
        <Title order={2} fz="lg">
          API Tokens
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Scripts can run focus groups as you with a token in <Code>Authorization: Bearer …</Code>. See the <a href="/api/docs">API reference</a>.
      </Text>

      {secret && (
        <Alert color="green" title={`Token "${secret.name}" created`} withCloseButton onClose={dismissSecret} mb="md">
          <Text size="sm" mb="xs">
            Copy it now: it will not be shown again.
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code style={{ overflowWrap: 'anywhere', flex: 1 }} data-testid="new-api-token">
              {secret.token}
            </Code>
            <CopyButton value={secret.token}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}

      <form onSubmit={submit}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            aria-label="Token name"
            placeholder="Token name, e.g. CI nightly"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={80}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" loading={creating}>
            Create Token
          </Button>
        </Group>
      </form>

      <Stack gap={0} mt="md">
        <QueryState
          query={tokens}
          errorTitle="Could not load your API tokens"
          errorText={(error) => errorMessage(error, 'Failed to load your API tokens')}
          loading={<Loader size="sm" aria-label="Loading API tokens" />}
          empty={{
            when: ({ items }) => items.length === 0,
            render: (
              <Text size="sm" c="dimmed">
                No API tokens yet.
              </Text>
            ),
          }}
        >
          {({ items }) => items.map((t) => <TokenRow key={t.id} token={t} onRevoke={setRevoking} />)}
        </QueryState>
      </Stack>

      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title="Revoke API Token" centered>
        <Text size="sm" mb="lg">
          Scripts using "{revoking?.name}" will be refused from now on. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRevoking(null)}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={confirmRevoke}>
            Revoke
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
