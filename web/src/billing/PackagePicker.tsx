import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { CREDIT_PACKAGES, type CreditPackage } from '../../../core/billing/packages';
import { formatPrice } from '../components/PlanCard';

interface PackagePickerProps {
  value: CreditPackage['id'];
  onChange: (id: CreditPackage['id']) => void;
  disabled?: boolean;
}

/** The four credit packages, one selectable at a time. */
export function PackagePicker({ value, onChange, disabled }: PackagePickerProps) {
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as CreditPackage['id'])} label="Choose a credit package" labelProps={{ mb: 'xs', fw: 600 }}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {CREDIT_PACKAGES.map((pkg) => (
          <Radio.Card
            key={pkg.id}
            value={pkg.id}
            radius="md"
            p="md"
            disabled={disabled}
            data-testid={`package-${pkg.id}`}
            aria-label={`${pkg.name}: ${pkg.credits} credits for ${formatPrice(pkg.priceCents / 100)}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} disabled={disabled} />
              <Stack gap={2} style={{ flex: 1 }}>
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {pkg.name}
                  </Text>
                  {pkg.popular && (
                    <Badge size="xs" variant="filled" radius="xl">
                      Most Popular
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {pkg.credits} credits
                </Text>
                <Text fw={700}>{formatPrice(pkg.priceCents / 100)}</Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
