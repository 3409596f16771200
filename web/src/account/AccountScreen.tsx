import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ExpiryNotice } from '../billing/ExpiryNotice';
import { PlanPicker } from '../billing/PlanPicker';
import { TopUpDialog } from '../billing/TopUpDialog';
import { useAuthStore } from '../stores/auth-store';
import { ApiTokensCard } from './ApiTokensCard';
import { CreditBatchesPanel } from './CreditBatchesPanel';
import { SecurityCard } from './SecurityCard';
import { SummaryCards } from './SummaryCards';
import { UsageHistory } from './UsageHistory';
import { useAccountData } from './use-account-data';

/** /account: credits, plan, renewal, batches, plans to upgrade to, usage history, security and API tokens. */
export function AccountScreen() {
  const user = useAuthStore((s) => s.user);
  const { credits, subscription } = useAccountData();
  const [topUpOpen, setTopUpOpen] = useState(false);
  if (!user) return null;
  // The ledger's own figure once loaded (it never counts a batch past its expiry); the header's until then.
  const balance = credits.data?.balance ?? user.credits;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Account
          </Title>
          <Text c="dimmed" mt={4}>
            {user.email}
          </Text>
        </div>

        <SummaryCards balance={balance} credits={credits} subscription={subscription} />

        <CreditBatchesPanel credits={credits} onAddCredits={() => setTopUpOpen(true)} />

        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg">
            Manage Subscription
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            Monthly plans add credits every month and unlock custom avatars and reports.
          </Text>
          <PlanPicker actionLabel="Upgrade" returnTo="account" />
          <ExpiryNotice mt="lg" />
        </Card>

        <UsageHistory credits={credits} />
        <SecurityCard email={user.email} />
        <ApiTokensCard />
      </Stack>
      <TopUpDialog opened={topUpOpen} onClose={() => setTopUpOpen(false)} />
    </Container>
  );
}
