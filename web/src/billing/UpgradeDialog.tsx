import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CheckoutReturn } from '../api/billing';
import { ExpiryNotice } from './ExpiryNotice';
import { PlanPicker } from './PlanPicker';

export interface UpgradeDialogProps {
  opened: boolean;
  onClose: () => void;
  /**
   * The paywall's reason: "Upgrade to select custom avatars" by default; other prompts name their
   * feature ("Upgrade to generate detailed reports", "Upgrade to add more questions").
   */
  title?: string;
  /** An optional line under the title, e.g. "Free plan limited to 5 questions. Upgrade to add more". */
  description?: string;
  /** Where Stripe returns after paying (default: the account page). */
  returnTo?: CheckoutReturn;
}

/** The paywall: the four monthly plans and the 61-day note. Any screen can open it. */
export function UpgradeDialog({ opened, onClose, title = 'Upgrade to select custom avatars', description, returnTo = 'account' }: UpgradeDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="80rem"
      fullScreen={phone}
      radius="lg"
      centered
      padding="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg" pt="xs">
        {description && <Text c="dimmed">{description}</Text>}
        {opened && <PlanPicker actionLabel="Select Plan" returnTo={returnTo} />}
        <ExpiryNotice />
      </Stack>
    </Modal>
  );
}
