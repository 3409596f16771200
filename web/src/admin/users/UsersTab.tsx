import { ActionIcon, Badge, Card, Group, Menu, Pagination, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCoins, IconDots, IconSearch, IconUserCog, IconUserShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { impersonationApi, type AdminUser } from '../../api/admin';
import { queries } from '../../api/query-keys';
import { QueryState } from '../../components/QueryState';
import { toastError, toastSuccess } from '../../components/toast';
import { useAuthStore } from '../../stores/auth-store';
import { formatDate, formatCount } from '../format';
import { EditUserModal } from './EditUserModal';
import { GrantCreditsModal } from './GrantCreditsModal';

const PAGE_SIZE = 20;
const LEVEL_COLORS: Record<string, string> = { free: 'gray', pro: 'indigo', enterprise: 'grape' };

export function UsersTab() {
  const me = useAuthStore((s) => s.user);
  const refresh = useAuthStore((s) => s.refresh);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const queryClient = useQueryClient();
  const usersQuery = queries.admin.users({ search: debounced || undefined, page, pageSize: PAGE_SIZE });
  const users = useQuery(usersQuery);

  const replace = (updated: AdminUser) => queryClient.setQueryData(usersQuery.queryKey, (d) => d && { ...d, items: d.items.map((u) => (u.id === updated.id ? updated : u)) });

  const impersonation = useMutation({
    mutationFn: (user: AdminUser) => impersonationApi.start(user.id),
    onSuccess: async ({ impersonating }) => {
      // Leave the admin area first: while impersonating it is closed to this login.
      navigate('/dashboard');
      await refresh();
      toastSuccess('Impersonation Started', `You are now acting as ${impersonating.name || impersonating.email}.`);
    },
    onError: () => toastError('Error', 'Failed to start impersonation'),
  });
  const starting = impersonation.isPending ? impersonation.variables.id : null;

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <div>
          <Text fw={700} size="lg">
            User Management
          </Text>
          <Text size="sm" c="dimmed">
            {data ? `${formatCount(data.total)} ${data.total === 1 ? 'user' : 'users'}${debounced ? ` matching "${debounced}"` : ''}` : 'All accounts, newest first'}
          </Text>
        </div>
        <TextInput
          placeholder="Search by e-mail or name"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
          aria-label="Search users"
        />
      </Group>
      <QueryState query={users} errorTitle="Failed to fetch users">
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {debounced ? 'No users match this search.' : 'No users yet.'}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={820}>
                <Table striped highlightOnHover verticalSpacing="sm" data-testid="users-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>E-mail</Table.Th>
                      <Table.Th>Level</Table.Th>
                      <Table.Th ta="right">Credits</Table.Th>
                      <Table.Th>Renewal</Table.Th>
                      <Table.Th>Created</Table.Th>
                      <Table.Th>Admin</Table.Th>
                      <Table.Th aria-label="Actions" />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data?.items.map((u) => (
                      <Table.Tr key={u.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {u.email}
                          </Text>
                          {u.fullName && (
                            <Text size="xs" c="dimmed">
                              {u.fullName}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={LEVEL_COLORS[u.subscriptionLevel] ?? 'teal'}>
                            {u.subscriptionLevel}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{formatCount(u.credits)}</Table.Td>
                        <Table.Td>{formatDate(u.renewalDate)}</Table.Td>
                        <Table.Td>{formatDate(u.createdAt)}</Table.Td>
                        <Table.Td>
                          {u.isAdmin ? (
                            <Badge color="orange">Admin</Badge>
                          ) : (
                            <Text size="sm" c="dimmed">
                              No
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Tooltip label={u.id === me?.id ? 'You cannot impersonate yourself' : 'Impersonate'} withArrow>
                              <ActionIcon
                                variant="subtle"
                                aria-label={`Impersonate ${u.email}`}
                                disabled={u.id === me?.id}
                                loading={starting === u.id}
                                onClick={() => impersonation.mutate(u)}
                              >
                                <IconUserShare size={18} />
                              </ActionIcon>
                            </Tooltip>
                            <Menu position="bottom-end" withinPortal>
                              <Menu.Target>
                                <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${u.email}`}>
                                  <IconDots size={18} />
                                </ActionIcon>
                              </Menu.Target>
                              <Menu.Dropdown>
                                <Menu.Item leftSection={<IconCoins size={16} />} onClick={() => setGranting(u)}>
                                  Grant credits
                                </Menu.Item>
                                <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => setEditing(u)}>
                                  Change plan or role
                                </Menu.Item>
                              </Menu.Dropdown>
                            </Menu>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {pages > 1 && (
              <Group justify="center" mt="md">
                <Pagination value={page} onChange={setPage} total={pages} aria-label="Users pages" />
              </Group>
            )}
          </>
        )}
      </QueryState>
      <GrantCreditsModal user={granting} onClose={() => setGranting(null)} onGranted={replace} />
      <EditUserModal user={editing} isSelf={editing?.id === me?.id} onClose={() => setEditing(null)} onSaved={replace} />
    </Card>
  );
}
