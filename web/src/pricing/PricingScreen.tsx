import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ExpiryNotice } from '../billing/ExpiryNotice';
import { PlanPicker } from '../billing/PlanPicker';
import { CREDIT_EXPIRY_DAYS } from '../config';

/** /pricing: the monthly plans, open to visitors (who are asked to sign in when they choose one). */
export function PricingScreen() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4} align="center" ta="center">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Choose Your Plan
          </Title>
          <Text c="dimmed" maw={560}>
            Choose a plan that works for you. All credits expire after {CREDIT_EXPIRY_DAYS} days.
          </Text>
        </Stack>
        <PlanPicker actionLabel="Select Plan" returnTo="account" />
        <ExpiryNotice />
        <Button component={Link} to="/" variant="default" mx="auto">
          ← Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
