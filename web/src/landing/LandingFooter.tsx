import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';
import { AFFILIATE_URL, BRAND_NAME, FEEDBACK_URL } from '../config';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" c="dimmed" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {children}
        <IconExternalLink size={12} aria-hidden />
      </Group>
    </Anchor>
  );
}

export function LandingFooter() {
  return (
    <Box component="footer" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <BrandLogo />
            <Text size="sm" c="dimmed" maw={260}>
              Test product ideas with AI focus groups and get an insight report in about 10 minutes.
            </Text>
          </Stack>
          <Stack gap={8}>
            <Text fw={600} size="sm">
              Product
            </Text>
            <Anchor href="/#how-it-works" c="dimmed" size="sm">
              How it works
            </Anchor>
            <Anchor href="/#pricing" c="dimmed" size="sm">
              Pricing
            </Anchor>
            <Anchor href="/#faq" c="dimmed" size="sm">
              FAQ
            </Anchor>
          </Stack>
          <Stack gap={8}>
            <Text fw={600} size="sm">
              Community
            </Text>
            <ExternalLink href={AFFILIATE_URL}>Affiliates</ExternalLink>
            <ExternalLink href={FEEDBACK_URL}>Feedback</ExternalLink>
          </Stack>
          <Stack gap={8}>
            <Text fw={600} size="sm">
              Legal
            </Text>
            <Anchor component={Link} to="/terms" c="dimmed" size="sm">
              Terms &amp; Conditions
            </Anchor>
            <Anchor component={Link} to="/privacy" c="dimmed" size="sm">
              Privacy Policy
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="xl" />
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved. AI participants are simulated personas, not real people.
        </Text>
      </Container>
    </Box>
  );
}
