import { ActionIcon, Badge, Button, Card, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApi, type AdminPlan } from '../../api/admin';
import { errorMessage } from '../../api/client';
import { queries } from '../../api/query-keys';
import { QueryState } from '../../components/QueryState';
import { toastError, toastSuccess } from '../../components/toast';
import { formatDate, formatMoney } from '../format';
import { parseDraft, type PlanDraft } from './plan-draft';

const toDraft = (p: AdminPlan): PlanDraft => ({ displayName: p.displayName, price: p.price.toFixed(2), credits: String(p.credits), stripePriceId: p.stripePriceId ?? '' });

/** Dynamic Pricing Configuration: one row edited at a time (idle, editing, saving, back to idle). */
export function PricingTab() {
  const queryClient = useQueryClient();
  const plansQuery = queries.admin.plans();
  const plans = useQuery(plansQuery);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<PlanDraft | null>(null);

  const edit = (p: AdminPlan) => {
    setEditing(p.id);
    setDraft(toDraft(p));
  };
  const cancel = () => {
    setEditing(null);
    setDraft(null);
  };
  // The public plans (landing page, /pricing, upgrade dialogs) are read again with the new price.
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: PlanDraft }) => adminApi.updatePlan(id, parseDraft(draft)),
    onSuccess: (updated) => {
      queryClient.setQueryData(plansQuery.queryKey, (list) => list?.map((p) => (p.id === updated.id ? updated : p)).sort((a, b) => a.price - b.price));
      toastSuccess('Success', 'Pricing plan updated successfully');
      cancel();
      return queryClient.invalidateQueries({ queryKey: queries.plans().queryKey });
    },
    onError: (error) => toastError('Error', `Failed to update pricing plan: ${errorMessage(error)}`),
  });
  const saving = update.isPending;
  const save = () => {
    if (editing && draft) update.mutate({ id: editing, draft });
  };
  const field = (key: keyof PlanDraft) => ({
    value: draft?.[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => (d ? { ...d, [key]: value } : d));
    },
    size: 'xs' as const,
    disabled: saving,
  });

  return (
    <Card withBorder padding="lg">
      <Text fw={700} size="lg">
        Dynamic Pricing Configuration
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        Changes apply at once to the pricing page, the upgrade dialog and new checkouts.
      </Text>
      <QueryState
        query={plans}
        errorTitle="Error"
        errorText={(error) => `Failed to fetch pricing plans: ${errorMessage(error)}`}
        empty={{
          when: (list) => list.length === 0,
          render: (
            <Text c="dimmed" ta="center" py="xl">
              No pricing plans are configured.
            </Text>
          ),
        }}
      >
        {(list) => (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" data-testid="pricing-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Display name</Table.Th>
                  <Table.Th>Price (USD / month)</Table.Th>
                  <Table.Th>Credits / month</Table.Th>
                  <Table.Th>Stripe price id</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((p) =>
                  editing === p.id ? (
                    <Table.Tr key={p.id} data-testid={`plan-row-${p.planName}`}>
                      <Table.Td ff="monospace">{p.planName}</Table.Td>
                      <Table.Td>
                        <TextInput aria-label="Display name" {...field('displayName')} data-autofocus />
                      </Table.Td>
                      <Table.Td>
                        <TextInput aria-label="Price" inputMode="decimal" leftSection="$" w={110} {...field('price')} />
                      </Table.Td>
                      <Table.Td>
                        <TextInput aria-label="Credits" inputMode="numeric" w={90} {...field('credits')} />
                      </Table.Td>
                      <Table.Td>
                        <TextInput aria-label="Stripe price id" placeholder="price_…" {...field('stripePriceId')} />
                      </Table.Td>
                      <Table.Td>{formatDate(p.updatedAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          <Button size="xs" variant="default" onClick={cancel} disabled={saving}>
                            Cancel
                          </Button>
                          <Button size="xs" onClick={save} loading={saving}>
                            Save
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={p.id} data-testid={`plan-row-${p.planName}`}>
                      <Table.Td ff="monospace">{p.planName}</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          {p.displayName}
                          {p.popular && (
                            <Badge size="xs" variant="light">
                              Most Popular
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{formatMoney(p.price)}</Table.Td>
                      <Table.Td>{p.credits}</Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace" c={p.stripePriceId ? undefined : 'dimmed'}>
                          {p.stripePriceId ?? 'not set'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDate(p.updatedAt)}</Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <Tooltip label="Edit" withArrow>
                            <ActionIcon variant="subtle" aria-label={`Edit ${p.displayName}`} onClick={() => edit(p)} disabled={editing !== null}>
                              <IconPencil size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Card>
  );
}
