import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { CURRENCIES, PRICE_PERIODS } from '../../../core/chat/question-kinds.js';
import type { PriceDraft } from './wizard-state';

const PERIOD_LABELS: Record<PriceDraft['period'], string> = { 'one-off': 'one-off', week: 'per week', month: 'per month', year: 'per year' };

/** The brief's optional price: the panel hears it, price questions take its currency, the report compares with it. */
export function BriefPriceField({ value, onChange }: { value: PriceDraft; onChange(next: PriceDraft): void }) {
  const bad = value.amount.trim() !== '' && !(Number(value.amount) > 0);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="brief-price-label">
        Price (optional)
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start" role="group" aria-labelledby="brief-price-label">
        <TextInput
          aria-label="Price amount"
          placeholder="e.g. 49"
          inputMode="decimal"
          value={value.amount}
          onChange={(e) => onChange({ ...value, amount: e.currentTarget.value.replace(/[^\d.]/g, '') })}
          error={bad ? 'Enter an amount above 0' : undefined}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Select aria-label="Price currency" data={[...CURRENCIES]} value={value.currency} onChange={(c) => c && onChange({ ...value, currency: c })} allowDeselect={false} w={90} />
        <Select
          aria-label="Price period"
          data={PRICE_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
          value={value.period}
          onChange={(p) => p && onChange({ ...value, period: p as PriceDraft['period'] })}
          allowDeselect={false}
          w={120}
        />
      </Group>
      <Text size="xs" c="dimmed">
        What you plan to charge. The panel hears it, price questions use its currency, and the report compares answers with it.
      </Text>
    </Stack>
  );
}
